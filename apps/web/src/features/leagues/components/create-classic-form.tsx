import { useState } from 'react';

import { Alert } from '../../../components/ui/alert';
import type { CreateClassicLeagueInput } from '../api/create-classic-league';
import type { CodePrivacy } from '../api/types';
import { CheckField, CodePrivacyField, LeagueNameField, ScoringStartsField } from './league-fields';

/**
 * Create a Classic League & Cup (SPEC §2): a name of at most 30 characters, who sees the code,
 * the gameweek scoring starts from and the cup box. Create stays off while a field is missing
 * or the league is being created.
 */
export function CreateClassicForm({
  events,
  submitting,
  error,
  onSubmit,
}: {
  /** The gameweeks scoring may start from. */
  events: ReadonlyArray<{ id: number; name: string }>;
  submitting: boolean;
  error: string | null;
  onSubmit: (input: CreateClassicLeagueInput) => void;
}) {
  const [name, setName] = useState('');
  const [privacy, setPrivacy] = useState<CodePrivacy | ''>('');
  const [start, setStart] = useState(events[0] ? String(events[0].id) : '');
  const [cup, setCup] = useState(false);
  const ready = privacy !== '' && name.trim().length > 0 && start !== '';
  return (
    <form
      className="form league-form"
      onSubmit={(event) => {
        event.preventDefault();
        if (privacy === '' || !ready || submitting) return;
        onSubmit({
          name: name.trim(),
          code_privacy: privacy,
          start_event: Number(start),
          has_cup: cup,
        });
      }}
    >
      {error && <Alert type="error">{error}</Alert>}
      <LeagueNameField value={name} onChange={setName} />
      <CodePrivacyField value={privacy} choose onChange={setPrivacy} />
      <ScoringStartsField events={events} value={start} required onChange={setStart} />
      <CheckField checked={cup} onChange={setCup}>
        Add a cup to this league
      </CheckField>
      <button type="submit" className="button button--primary" disabled={!ready || submitting}>
        {submitting ? 'Please wait...' : 'Create League'}
      </button>
    </form>
  );
}
