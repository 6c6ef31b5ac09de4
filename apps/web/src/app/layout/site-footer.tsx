import { Link } from 'react-router';

import { paths } from '../../config/paths';

/** The footer: the static pages every visitor may need. */
export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <nav aria-label="Footer">
          <ul>
            <li>
              <Link to={paths.helpRules.getHref()}>Rules</Link>
            </li>
            <li>
              <Link to={paths.helpTerms.getHref()}>Terms &amp; Conditions</Link>
            </li>
            <li>
              <Link to={paths.helpNew.getHref()}>What's New</Link>
            </li>
            <li>
              <Link to={paths.prizes.getHref()}>Prizes</Link>
            </li>
          </ul>
        </nav>
        <p>
          Open Fantasy League is free, open-source software. It is not affiliated with any league or
          club.
        </p>
      </div>
    </footer>
  );
}
