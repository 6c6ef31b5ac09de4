/** 'How the cup works' (SPEC §4 Cup): the rules of a cup in a few lines. */
export function HowTheCupWorks() {
  return (
    <details className="cup-rules">
      <summary>How the cup works</summary>
      <p>
        The cup starts in the gameweek after its qualification gameweek and ends with the final in
        Gameweek 38, one round each gameweek. Every team that joined the league by the qualification
        gameweek is entered; teams joining later are not.
      </p>
      <p>
        Each round is a random draw. When the number of teams is not a power of two, some teams get
        a bye to the next round. The team with the higher gameweek score, less any transfer points,
        goes through and the other is out.
      </p>
      <p>
        A tie goes to the team whose players scored the most goals in the gameweek, then to the one
        whose players conceded the fewest, then to a virtual coin toss.
      </p>
    </details>
  );
}
