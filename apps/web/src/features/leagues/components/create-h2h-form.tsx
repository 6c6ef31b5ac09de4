import { useState } from 'react';

import type { CreateH2hLeagueInput } from '../api/create-h2h-league';
import { afterKoChange, koRoundChoices, startChoices, type H2hLimits } from '../utils/h2h-options';
import { KoRoundsField, MaxTeamsField, ScoringStartsField } from './league-fields';
import { NewLeagueForm } from './new-league-form';

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
  const [size, setSize] = useState<number | null>(null);
  const [ko, setKo] = useState(0);
  const [start, setStart] = useState(events[0]?.id ?? 0);
  const kos = koRoundChoices(limits, lastEvent);
  const starts = startChoices(events, lastEvent, ko);
  return (
    <NewLeagueForm
      complete={starts.some((e) => e.id === start)}
      submitting={submitting}
      error={error}
      onSubmit={(basics) =>
        onSubmit({
          ...basics,
          start_event: start,
          max_entries: size,
          ko_rounds: ko > 0 ? ko : null,
        })
      }
    >
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
    </NewLeagueForm>
  );
}
