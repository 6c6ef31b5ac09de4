/** Rules: scoring details, bonus points and leagues. */
export function RulesLeagues() {
  return (
    <>
      <section aria-labelledby="rules-bonus">
        <h2 id="rules-bonus">Bonus points</h2>
        <p>
          The Bonus Points System (BPS) rates every player's performance in a match from his
          statistics. The three best players in each match get 3, 2 and 1 bonus points. Players
          level on BPS get the same bonus: two tied first both get 3 and the next player gets 1.
          Bonus points are added one hour after the last match of the day.
        </p>
        <p>
          A clean sheet needs at least 60 minutes on the pitch without conceding. Goals conceded
          count only while the player is on the pitch.
        </p>
      </section>
      <section aria-labelledby="rules-leagues">
        <h2 id="rules-leagues">Leagues and cups</h2>
        <p>
          After entering your squad you can join up to 30 invitational leagues and up to 5 public
          leagues, and create your own.
        </p>
        <ul>
          <li>
            <strong>Classic leagues</strong> rank teams by total points. Ties are split by the
            fewest transfers made (not counting Wildcard and Free Hit transfers).
          </li>
          <li>
            <strong>Head-to-head leagues</strong> pair every team with another each gameweek. A win
            earns 3 points and a draw 1; ties on points are split by total score.
          </li>
          <li>
            <strong>Cups</strong> are knock-out competitions, one round per gameweek, with the final
            in Gameweek 38. The higher gameweek score (after transfer costs) goes through; a draw
            goes to most goals scored, then fewest conceded, then a virtual coin toss.
          </li>
        </ul>
      </section>
    </>
  );
}
