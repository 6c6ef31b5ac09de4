/** Rules: transfers, selling prices and chips. */
export function RulesTransfers() {
  return (
    <>
      <section aria-labelledby="rules-transfers">
        <h2 id="rules-transfers">Transfers</h2>
        <p>
          Until your first deadline you can make as many transfers as you like for free. After that
          you get <strong>1 free transfer</strong> each gameweek. Unused free transfers are saved,
          up to a maximum of 5.
        </p>
        <p>
          Each transfer beyond your free transfers costs <strong>4 points</strong>, taken off your
          score for the gameweek. You can make at most 20 transfers in a single gameweek, unless you
          play a Wildcard or Free Hit.
        </p>
        <p>
          Player prices change during the season with their popularity. When you sell a player whose
          price has risen, you receive half of the rise (rounded down to the nearest £0.1m) on top
          of what you paid; if his price has fallen, you receive his current price.
        </p>
      </section>
      <section aria-labelledby="rules-chips">
        <h2 id="rules-chips">Chips</h2>
        <p>
          Chips can boost your team's score. You can play one chip in a gameweek. Each chip is
          available once in the first half of the season (until the Gameweek 19 deadline) and once
          in the second half.
        </p>
        <dl className="definitions">
          <dt>Bench Boost</dt>
          <dd>The points of your four substitutes are added to your score for that gameweek.</dd>
          <dt>Triple Captain</dt>
          <dd>Your captain's points are tripled instead of doubled.</dd>
          <dt>Free Hit</dt>
          <dd>
            Make unlimited free transfers for one gameweek. At the next deadline your squad returns
            to how it was before.
          </dd>
          <dt>Wildcard</dt>
          <dd>All your transfers in the gameweek are free, and the changes are permanent.</dd>
        </dl>
        <p>
          Bench Boost and Triple Captain can be cancelled before the deadline; Wildcard and Free Hit
          cannot once confirmed.
        </p>
      </section>
    </>
  );
}
