import { useState } from 'react';

import type { CreateClassicLeagueInput } from '../api/create-classic-league';
import { CheckField, ScoringStartsField } from './league-fields';
import { NewLeagueForm } from './new-league-form';

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
  const [start, setStart] = useState(events[0] ? String(events[0].id) : '');
  const [cup, setCup] = useState(false);
  return (
    <NewLeagueForm
      complete={start !== ''}
      submitting={submitting}
      error={error}
      onSubmit={(basics) => onSubmit({ ...basics, start_event: Number(start), has_cup: cup })}
    >
      <ScoringStartsField events={events} value={start} required onChange={setStart} />
      <CheckField checked={cup} onChange={setCup}>
        Add a cup to this league
      </CheckField>
    </NewLeagueForm>
  );
}
