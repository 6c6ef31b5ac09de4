import { useState } from 'react';

import { Alert } from '../../../components/ui/alert';
import { SelectField, TextField } from '../../../components/ui/field';
import { LEAGUE_NAME_MAX } from '../api/create-classic-league';
import type { CreateClassicLeagueInput } from '../api/create-classic-league';
import type { CodePrivacy } from '../api/types';
import { CODE_PRIVACY_OPTIONS } from './code-privacy';

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
      <TextField
        label="League name"
        value={name}
        maxLength={LEAGUE_NAME_MAX}
        required
        hint={`Maximum ${LEAGUE_NAME_MAX} characters`}
        onChange={(e) => setName(e.target.value)}
      />
      <SelectField
        label="Who can see the league code"
        value={privacy}
        required
        onChange={(e) => setPrivacy(e.target.value as CodePrivacy)}
      >
        <option value="">Select</option>
        {CODE_PRIVACY_OPTIONS.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </SelectField>
      <SelectField
        label="Scoring starts"
        value={start}
        required
        onChange={(e) => setStart(e.target.value)}
      >
        {events.map((e) => (
          <option key={e.id} value={e.id}>
            {e.name}
          </option>
        ))}
      </SelectField>
      <label className="check-field">
        <input type="checkbox" checked={cup} onChange={(e) => setCup(e.target.checked)} />
        Add a cup to this league
      </label>
      <button type="submit" className="button button--primary" disabled={!ready || submitting}>
        {submitting ? 'Please wait...' : 'Create League'}
      </button>
    </form>
  );
}
