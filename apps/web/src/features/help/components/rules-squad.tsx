/** Rules: the squad, the team, captaincy and automatic substitutions. */
export function RulesSquad() {
  return (
    <>
      <section aria-labelledby="rules-squad">
        <h2 id="rules-squad">Selecting your squad</h2>
        <p>
          Pick a squad of <strong>15 players</strong>: 2 goalkeepers, 5 defenders, 5 midfielders and
          3 forwards. The total cost of your first squad must not be more than{' '}
          <strong>£100.0m</strong>; whatever you do not spend stays in the bank.
        </p>
        <p>
          You can select at most <strong>3 players from a single club</strong>.
        </p>
      </section>
      <section aria-labelledby="rules-team">
        <h2 id="rules-team">Managing your team</h2>
        <p>
          Before each gameweek deadline, choose a starting eleven from your 15. Only their points
          count; the other four sit on the bench in the order you set.
        </p>
        <p>
          Your team must have exactly 1 goalkeeper, at least 3 defenders and at least 1 forward. The
          formations you can play are 3-4-3, 3-5-2, 4-3-3, 4-4-2, 4-5-1, 5-2-3, 5-3-2 and 5-4-1.
        </p>
        <p>
          The deadline is 90 minutes before the first match of the gameweek kicks off. Changes saved
          after it apply to the following gameweek.
        </p>
      </section>
      <section aria-labelledby="rules-captain">
        <h2 id="rules-captain">Captain and vice-captain</h2>
        <p>
          Pick a captain and a vice-captain from your starting eleven. Your captain's score is
          doubled. If your captain does not play in the gameweek, the vice-captain's score is
          doubled instead; if neither plays, nobody's is.
        </p>
      </section>
      <section aria-labelledby="rules-subs">
        <h2 id="rules-subs">Automatic substitutions</h2>
        <p>
          If a starter does not play, he is replaced at the end of the gameweek by the first
          substitute on your bench who played, as long as your formation stays valid. Your
          goalkeeper can only be replaced by your substitute goalkeeper.
        </p>
      </section>
    </>
  );
}
