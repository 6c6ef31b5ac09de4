import { Link } from 'react-router';

import { Dialog } from '../../../components/ui/dialog';
import { paths } from '../../../config/paths';
import { site } from '../../../config/site';

/** After a save (SPEC §2): the leagues link and the promo for the separate challenge game. */
export function TeamSavedDialog({ onClose }: { onClose: () => void }) {
  return (
    <Dialog title="Team Saved" onClose={onClose}>
      <p>
        Dive into your leagues to track your performance, compare and see how you measure up against
        other managers.
      </p>
      <p>
        <Link className="button button--primary" to={paths.leagues.getHref()}>
          View my Leagues
        </Link>
      </p>
      <div className="promo-box">
        <p>Fancy another challenge? Pick a new team every gameweek in our sister game.</p>
        <a
          className="button button--accent"
          href={site.challengeUrl}
          target="_blank"
          rel="noreferrer"
        >
          Play Fantasy Challenge
        </a>
      </div>
    </Dialog>
  );
}
