import { useState } from 'react';
import { Link } from 'react-router';
import type { EntryLeague } from '@ofl/api';

import { Button } from '../../../components/ui/button';
import { ConfirmActions } from '../../../components/ui/confirm-actions';
import { Dialog } from '../../../components/ui/dialog';
import { standingsHref } from '../../../config/paths';
import { manageLinks } from './league-links';

/**
 * The Options dialog of a league row (SPEC §4): Standings, Leave league after a confirmation,
 * Administer and Invite Friends, each only when the entry may.
 */
export function LeagueOptionsDialog({
  league,
  onLeave,
  onClose,
  leaving,
}: {
  league: EntryLeague;
  onLeave: () => void;
  onClose: () => void;
  leaving: boolean;
}) {
  const [confirming, setConfirming] = useState(false);
  return (
    <Dialog title={league.name} onClose={onClose}>
      {confirming ? (
        <>
          <p>Are you sure you want to leave this league?</p>
          <ConfirmActions
            label="Leave league"
            pending={leaving}
            onConfirm={onLeave}
            onCancel={() => setConfirming(false)}
          />
        </>
      ) : (
        <ul className="league-options">
          <li>
            <Link className="button button--primary" to={standingsHref(league)}>
              Standings
            </Link>
          </li>
          {manageLinks(league).map((link) => (
            <li key={link.key}>{link}</li>
          ))}
          {league.entry_can_leave && (
            <li>
              <Button secondary onClick={() => setConfirming(true)}>
                Leave league
              </Button>
            </li>
          )}
        </ul>
      )}
    </Dialog>
  );
}
