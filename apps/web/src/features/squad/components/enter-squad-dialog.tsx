import { useState } from 'react';
import type { FormEvent } from 'react';
import { Link } from 'react-router';
import type { GameTeam } from '@ofl/api';
import { normaliseName, TEAM_NAME_MAX } from '@ofl/api/rules';

import { Alert } from '../../../components/ui/alert';
import { Dialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/field';
import { PendingButton } from '../../../components/ui/pending-button';
import { paths } from '../../../config/paths';
import { FavouriteClubField, TeamNameWarning } from '../../../components/team-fields';
import { canSubmitEntry } from '../api/create-entry';
import type { CreateEntryInput } from '../api/create-entry';

/** The details a squad is entered with, minus the picks. */
export type EntryDetails = Omit<CreateEntryInput, 'picks'>;

/**
 * The Enter Squad form (SPEC §2, §5): team name (at most 20), favourite club ('Choose a club...'
 * is 0, 'None' is -1 and is sent as null) and the terms. Submit only when all three are set.
 */
export function EnterSquadDialog({
  teams,
  onClose,
  onSubmit,
  submitting,
  error,
}: {
  teams: readonly GameTeam[];
  onClose: () => void;
  onSubmit: (details: EntryDetails) => void;
  submitting: boolean;
  error: string | null;
}) {
  const [name, setName] = useState('');
  const [favourite, setFavourite] = useState(0);
  const [terms, setTerms] = useState(false);
  const ready = canSubmitEntry({ name, terms_agreed: terms, favouriteChoice: favourite });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready || submitting) return;
    onSubmit({
      email: false,
      favourite_team: favourite === -1 ? null : favourite,
      name: normaliseName(name),
      terms_agreed: true,
    });
  };

  return (
    <Dialog title="Enter Squad" onClose={onClose}>
      <form className="form" onSubmit={submit} noValidate>
        {error && <Alert type="error">{error}</Alert>}
        <TextField
          label="Team name"
          value={name}
          maxLength={TEAM_NAME_MAX}
          onChange={(e) => setName(e.target.value)}
          hint="Maximum 20 characters"
          autoComplete="off"
        />
        <TeamNameWarning />
        <FavouriteClubField teams={teams} value={favourite} choose onChange={setFavourite} />
        <div className="field field--check">
          <label>
            <input type="checkbox" checked={terms} onChange={(e) => setTerms(e.target.checked)} /> I
            agree to the{' '}
            <Link to={paths.helpTerms.getHref()} target="_blank">
              Terms &amp; Conditions
            </Link>
          </label>
        </div>
        <div className="dialog__actions">
          <PendingButton type="submit" pending={submitting} disabled={!ready}>
            Enter Squad
          </PendingButton>
        </div>
      </form>
    </Dialog>
  );
}
