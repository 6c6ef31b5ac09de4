import { useState } from 'react';

import { Alert } from '../../../components/ui/alert';
import { SelectField, TextField } from '../../../components/ui/field';
import { LEAGUE_NAME_MAX } from '../api/create-classic-league';
import type { CreateH2hLeagueInput } from '../api/create-h2h-league';
import type { CodePrivacy } from '../api/types';
import {
  afterKoChange,
  koRoundChoices,
  sizeChoices,
  startChoices,
  type H2hLimits,
} from '../utils/h2h-options';
import { CODE_PRIVACY_OPTIONS } from './code-privacy';

/**
 * Create a Head-to-Head League (SPEC §4): name, who sees the code, the maximum size, the
 * knock-out rounds (hidden when the game allows none) and the first gameweek. Changing the
 * knock-out rounds raises the size to its minimum and lowers the start gameweek if needed.
 */
export function CreateH2hForm({
  events,
  lastEvent,
  limits,
  submitting,
  error,
  onSubmit,
}: {
  /** The gameweeks not yet started. */
  events: ReadonlyArray<{ id: number; name: string }>;
  lastEvent: number;
  limits: H2hLimits;
  submitting: boolean;
  error: string | null;
  onSubmit: (input: CreateH2hLeagueInput) => void;
}) {
  const [name, setName] = useState('');
  const [privacy, setPrivacy] = useState<CodePrivacy | ''>('');
  const [size, setSize] = useState<number | null>(null);
  const [ko, setKo] = useState(0);
  const [start, setStart] = useState(events[0]?.id ?? 0);
  const kos = koRoundChoices(limits, lastEvent);
  const starts = startChoices(events, lastEvent, ko);
  const ready = privacy !== '' && name.trim().length > 0 && starts.some((e) => e.id === start);
  return (
    <form
      className="form league-form"
      onSubmit={(event) => {
        event.preventDefault();
        if (privacy === '' || !ready || submitting) return;
        onSubmit({
          name: name.trim(),
          code_privacy: privacy,
          start_event: start,
          max_entries: size,
          ko_rounds: ko > 0 ? ko : null,
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
        label="Maximum number of teams"
        value={size === null ? 'unlimited' : String(size)}
        onChange={(e) => setSize(e.target.value === 'unlimited' ? null : Number(e.target.value))}
      >
        <option value="unlimited">Unlimited</option>
        {sizeChoices(limits, ko).map((n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </SelectField>
      {kos.length > 0 && (
        <SelectField
          label="Knockout rounds"
          value={String(ko)}
          hint="The top teams of the table meet in knockout matches in the last gameweeks."
          onChange={(e) => {
            const next = Number(e.target.value);
            const moved = afterKoChange({ size, start }, next, lastEvent);
            setKo(next);
            setSize(moved.size);
            setStart(moved.start);
          }}
        >
          <option value="0">None</option>
          {kos.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </SelectField>
      )}
      <SelectField
        label="Scoring starts"
        value={String(start)}
        required
        onChange={(e) => setStart(Number(e.target.value))}
      >
        {starts.map((e) => (
          <option key={e.id} value={e.id}>
            {e.name}
          </option>
        ))}
      </SelectField>
      <button type="submit" className="button button--primary" disabled={!ready || submitting}>
        {submitting ? 'Please wait...' : 'Create League'}
      </button>
    </form>
  );
}
