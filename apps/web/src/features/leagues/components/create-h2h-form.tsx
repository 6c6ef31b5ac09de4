import { useState } from 'react';

import { Alert } from '../../../components/ui/alert';
import type { CreateH2hLeagueInput } from '../api/create-h2h-league';
import type { CodePrivacy } from '../api/types';
import { afterKoChange, koRoundChoices, startChoices, type H2hLimits } from '../utils/h2h-options';
import {
  CodePrivacyField,
  KoRoundsField,
  LeagueNameField,
  MaxTeamsField,
  ScoringStartsField,
} from './league-fields';

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
      <LeagueNameField value={name} onChange={setName} />
      <CodePrivacyField value={privacy} choose onChange={setPrivacy} />
      <MaxTeamsField limits={limits} ko={ko} value={size} onChange={setSize} />
      {kos.length > 0 && (
        <KoRoundsField
          choices={kos}
          value={ko}
          hint="The top teams of the table meet in knockout matches in the last gameweeks."
          onChange={(next) => {
            const moved = afterKoChange({ size, start }, next, lastEvent);
            setKo(next);
            setSize(moved.size);
            setStart(moved.start);
          }}
        />
      )}
      <ScoringStartsField
        events={starts}
        value={String(start)}
        required
        onChange={(id) => setStart(Number(id))}
      />
      <button type="submit" className="button button--primary" disabled={!ready || submitting}>
        {submitting ? 'Please wait...' : 'Create League'}
      </button>
    </form>
  );
}
