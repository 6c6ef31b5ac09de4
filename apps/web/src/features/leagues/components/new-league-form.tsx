import { useState } from 'react';
import type { ReactNode } from 'react';
import type { CodePrivacy } from '@ofl/api';

import { Alert } from '../../../components/ui/alert';
import { PendingButton } from '../../../components/ui/pending-button';
import { CodePrivacyField, LeagueNameField } from './league-fields';

/** What every new league is asked first: its name (trimmed) and who sees its code. */
export type LeagueBasics = { name: string; code_privacy: CodePrivacy };

/**
 * A create form of either kind: the failure, the name and who sees the code, the kind's own
 * fields, and Create League, off while a field is missing (`complete`: the kind's own are set)
 * or the league is being created.
 */
export function NewLeagueForm({
  complete,
  submitting,
  error,
  onSubmit,
  children,
}: {
  complete: boolean;
  submitting: boolean;
  error: string | null;
  onSubmit: (basics: LeagueBasics) => void;
  children: ReactNode;
}) {
  const [name, setName] = useState('');
  const [privacy, setPrivacy] = useState<CodePrivacy | ''>('');
  const ready = complete && privacy !== '' && name.trim().length > 0;
  return (
    <form
      className="form league-form"
      onSubmit={(event) => {
        event.preventDefault();
        if (privacy === '' || !ready || submitting) return;
        onSubmit({ name: name.trim(), code_privacy: privacy });
      }}
    >
      {error && <Alert type="error">{error}</Alert>}
      <LeagueNameField value={name} onChange={setName} />
      <CodePrivacyField value={privacy} choose onChange={setPrivacy} />
      {children}
      <PendingButton type="submit" pending={submitting} disabled={!ready}>
        Create League
      </PendingButton>
    </form>
  );
}
