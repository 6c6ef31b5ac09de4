import { useState } from 'react';
import { LEAGUE_CODE_LENGTH } from '@ofl/api/rules';

import { Alert } from '../../../components/ui/alert';
import { TextField } from '../../../components/ui/field';
import { PendingButton } from '../../../components/ui/pending-button';
import { messageForCode } from '../../../lib/error-catalogue';

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
  const [tooLong, setTooLong] = useState(false);
  const ready = code.trim().length > 0;
  // No league code is longer: a pasted text is refused here as the server would refuse it.
  const shown = tooLong ? messageForCode('max_length') : error;
  return (
    <form
      className="form league-form"
      onSubmit={(event) => {
        event.preventDefault();
        if (!ready || submitting) return;
        const long = code.trim().length > LEAGUE_CODE_LENGTH;
        setTooLong(long);
        if (!long) onSubmit(code.trim());
      }}
    >
      {shown && <Alert type="error">{shown}</Alert>}
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
