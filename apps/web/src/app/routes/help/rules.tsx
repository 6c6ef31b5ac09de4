import { DeadlinesCalendarLink } from '../../../components/deadlines-calendar-link';
import { HelpNav } from '../../../features/help/components/help-nav';
import { RulesLeagues } from '../../../features/help/components/rules-leagues';
import { RulesSquad } from '../../../features/help/components/rules-squad';
import { RulesTransfers } from '../../../features/help/components/rules-transfers';
import { ScoringTable } from '../../../features/help/components/scoring-table';

/** The rules of the game, in brief. */
export function Component() {
  return (
    <article className="page prose prose--grid">
      <h1>Rules</h1>
      <HelpNav />
      <DeadlinesCalendarLink />
      <RulesSquad />
      <RulesTransfers />
      <section aria-labelledby="rules-scoring">
        <h2 id="rules-scoring">Scoring</h2>
        <p>Every player earns points for what he does in each of his matches in the gameweek.</p>
        <ScoringTable />
      </section>
      <RulesLeagues />
    </article>
  );
}
