import { HelpNav } from '../../../features/help/components/help-nav';

/** What's new this season. */
export function Component() {
  return (
    <article className="page prose">
      <h1>What's New</h1>
      <HelpNav />
      <h2>Defensive contributions</h2>
      <p>
        Defenders now earn 2 points for reaching 10 clearances, blocks, interceptions and tackles in
        a match; midfielders and forwards earn 2 points for 12, counting ball recoveries too.
      </p>
      <h2>Simpler assists</h2>
      <p>
        A player who receives the ball inside the penalty area and scores gives an assist to the
        team-mate who passed it, even after a single deflection.
      </p>
      <h2>Two sets of chips</h2>
      <p>
        Every chip can be played once before the Gameweek 19 deadline and once more from Gameweek 20
        to the end of the season.
      </p>
      <h2>Save up to five free transfers</h2>
      <p>
        Unused free transfers carry over to a maximum of five, and are kept when you play a Wildcard
        or Free Hit.
      </p>
    </article>
  );
}
