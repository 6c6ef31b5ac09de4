import { useState } from 'react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { paths } from '../../../config/paths';
import { site } from '../../../config/site';
import { formatMoney } from '../../../lib/money';
import { HeroArt, heroVariants } from './hero-art';

/** The landing page for visitors and players without a team (SPEC §2 Home). */
export function Landing({
  budget,
  squadSize,
  signIn,
  signedIn,
}: {
  budget: number;
  squadSize: number;
  signIn: ReactNode;
  /** A signed-in player is not asked to register. */
  signedIn: boolean;
}) {
  const [variant] = useState(() => Math.floor(Math.random() * heroVariants.length));
  return (
    <div className="landing">
      <section className="landing__hero" aria-labelledby="landing-title">
        <HeroArt variant={variant} />
        <div className="landing__hero-text">
          <h1 id="landing-title">Getting ready for {site.season}</h1>
          <p>Pick your squad, set your captain and take on your friends, week by week.</p>
        </div>
      </section>
      <div className="landing__side">{signIn}</div>
      <div className="landing__main">
        <ul className="landing__cards">
          <li className="card">
            <h2>Pick Your Squad</h2>
            <p>
              Use your budget of {formatMoney(budget)} to pick a squad of {squadSize} players from
              the league's clubs.
            </p>
          </li>
          <li className="card">
            <h2>Create and Join Leagues</h2>
            <p>
              Play against friends and family, colleagues or a web community in invitational leagues
              and cups.
            </p>
          </li>
        </ul>
        {!signedIn && (
          <section className="panel promo" aria-labelledby="promo-title">
            <h2 id="promo-title">Register to Play Fantasy Premier League</h2>
            <p>
              With over 11 million players, it is the biggest fantasy football game in the world.
              It's free to play and you can win great prizes!
            </p>
            <p>
              <Link className="button button--accent" to={paths.register.getHref()}>
                Sign Up Now
              </Link>
            </p>
          </section>
        )}
      </div>
    </div>
  );
}
