import { Link } from 'react-router';

import { paths } from '../../../config/paths';

/** The prizes of the season and who can win them (SPEC §2 Prizes, §5 eligibility). */
export function PrizesText() {
  return (
    <>
      <p>
        Prizes go to the best managers of the season, of each month and of each gameweek. Who has
        won so far is on the <Link to={paths.prizesWinners.getHref()}>Prize Winners</Link> page.
      </p>
      <section aria-labelledby="prizes-overall">
        <h2 id="prizes-overall">Overall</h2>
        <p>Prizes for the top 20 places in the overall standings at the end of the season.</p>
      </section>
      <section aria-labelledby="prizes-monthly">
        <h2 id="prizes-monthly">Monthly</h2>
        <p>
          Prizes for the top 20 managers of each month, by points scored in that month's gameweeks.
        </p>
      </section>
      <section aria-labelledby="prizes-second-chance">
        <h2 id="prizes-second-chance">Second Chance</h2>
        <p>
          Prizes for the top 5 managers of the Second Chance League, which scores from Gameweek 21
          to the end of the season.
        </p>
      </section>
      <section aria-labelledby="prizes-weekly">
        <h2 id="prizes-weekly">Weekly</h2>
        <p>A prize for the highest-scoring manager of each gameweek.</p>
        <p>
          To be eligible for a weekly prize your team must have joined before the season started, or
          at least two clear gameweeks before, and must not have played a chip (Bench Boost, Free
          Hit, Triple Captain, Wildcard or Assistant Manager) in that gameweek.
        </p>
      </section>
    </>
  );
}
