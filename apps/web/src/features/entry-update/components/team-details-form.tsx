import { useRef, useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { normaliseName, TEAM_NAME_MAX } from '@ofl/api/rules';

import { Alert } from '../../../components/ui/alert';
import { TextField } from '../../../components/ui/field';
import { PendingButton } from '../../../components/ui/pending-button';
import { ApiError } from '../../../lib/api-client';
import { fieldErrors } from '../../../lib/error-catalogue';
import { generalErrors } from '../../../lib/form-errors';
import { checkTeamName } from '../api/update-entry';
import type { UpdateEntryInput } from '../api/update-entry';
import { FavouriteClubField, TeamNameWarning } from '../../../components/team-fields';

/** The message shown while a requested name waits for moderation (SPEC §5). */
export const NAME_BLOCKED_TEXT =
  "Your requested team name is currently pending moderation and can't be edited at this time.";

/** The messages not tied to the name; a 400 that names nothing at all still says something. */
function generalMessages(error: unknown): string[] {
  const general = generalErrors(error, ['name']);
  if (general.length > 0 || !(error instanceof ApiError)) return general;
  return fieldErrors(error.badRequest, 'name').length > 0 ? [] : [error.message];
}

/**
 * Team Details (SPEC §2 'My Details', §5): team name (at most 20, locked while a new name awaits
 * moderation), favourite club, the kit designer the route supplies, and 'Update Details'.
 */
export function TeamDetailsForm({
  initial,
  nameBlocked,
  teams,
  renderKit,
  submitting,
  error,
  onSubmit,
}: {
  initial: { name: string; favourite_team: number | null; kit: string };
  nameBlocked: boolean;
  teams: ReadonlyArray<{ id: number; name: string }>;
  renderKit: (kit: string, onChange: (kit: string) => void) => ReactNode;
  submitting: boolean;
  error: unknown;
  onSubmit: (input: UpdateEntryInput) => void;
}) {
  const [name, setName] = useState(initial.name);
  const [club, setClub] = useState(initial.favourite_team ?? -1);
  const [kit, setKit] = useState(initial.kit);
  const [nameError, setNameError] = useState<string | null>(null);
  const nameField = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const problem = nameBlocked ? null : checkTeamName(name);
    setNameError(problem);
    // The button sits below the kit: bring the field and its error into view.
    if (problem) {
      nameField.current?.focus();
      return;
    }
    onSubmit({
      name: nameBlocked ? initial.name : normaliseName(name),
      kit,
      favourite_team: club === -1 ? null : club,
    });
  };

  const serverNameErrors = error instanceof ApiError ? fieldErrors(error.badRequest, 'name') : [];
  const general = generalMessages(error);
  return (
    <form className="form team-details" onSubmit={submit} noValidate>
      {general.map((message) => (
        <Alert type="error" key={message}>
          {message}
        </Alert>
      ))}
      <fieldset className="team-details__section">
        <legend>Team</legend>
        <TextField
          label="Team name"
          ref={nameField}
          value={name}
          maxLength={TEAM_NAME_MAX}
          disabled={nameBlocked}
          onChange={(e) => setName(e.target.value)}
          hint={nameBlocked ? NAME_BLOCKED_TEXT : 'Maximum 20 characters'}
          errors={[...(nameError ? [nameError] : []), ...serverNameErrors]}
          autoComplete="off"
        />
        <TeamNameWarning />
        <FavouriteClubField teams={teams} value={club} onChange={setClub} />
      </fieldset>
      <fieldset className="team-details__section">
        <legend>Kit</legend>
        {renderKit(kit, setKit)}
      </fieldset>
      <div className="team-actions">
        <PendingButton type="submit" pending={submitting}>
          Update Details
        </PendingButton>
      </div>
    </form>
  );
}
