import { useState } from 'react';

import { Alert } from '../../../components/ui/alert';
import { TextField } from '../../../components/ui/field';
import { PendingButton } from '../../../components/ui/pending-button';

/** Join an Invitational League (SPEC §2, §5): a code is needed before Join is offered. */
export function JoinPrivateForm({
  submitting,
  error,
  onSubmit,
}: {
  submitting: boolean;
  error: string | null;
  onSubmit: (code: string) => void;
}) {
  const [code, setCode] = useState('');
  const ready = code.trim().length > 0;
  return (
    <form
      className="form league-form"
      onSubmit={(event) => {
        event.preventDefault();
        if (ready && !submitting) onSubmit(code.trim());
      }}
    >
      {error && <Alert type="error">{error}</Alert>}
      <TextField
        label="League code"
        value={code}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        onChange={(e) => setCode(e.target.value)}
      />
      <PendingButton type="submit" pending={submitting} disabled={!ready}>
        Join League
      </PendingButton>
    </form>
  );
}
