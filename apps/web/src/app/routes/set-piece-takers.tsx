import { Loading } from '../../components/ui/loading';
import { useBootstrap } from '../../features/bootstrap/api/get-bootstrap-static';
import { PlayerButton } from '../../components/player-button';
import { useSetPieceNotes } from '../../features/scout/api/get-set-piece-notes';
import { ScoutNav } from '../../features/scout/components/scout-nav';
import { dayMonthYear } from '../../lib/format-news';
import '../../features/scout/components/scout.css';

const KINDS = [
  ['penalties_order', 'Penalties'],
  ['direct_freekicks_order', 'Direct free-kicks'],
  ['corners_and_indirect_freekicks_order', 'Corners & indirect free-kicks'],
] as const;

/**
 * /the-scout/set-piece-takers: each club's penalty, direct free-kick and corner takers in the
 * order its players carry, with the club's notes (SPEC §2 Set-piece takers). A failed notes
 * call shows the takers alone (SPEC §8: the set-piece fetch fails silently).
 */
export function Component() {
  const bootstrap = useBootstrap().data;
  const notes = useSetPieceNotes().data;
  if (!bootstrap) return <Loading />;
  const notesOf = new Map((notes?.teams ?? []).map((t) => [t.id, t.notes]));
  return (
    <section className="page scout">
      <h1>Set-Piece Takers</h1>
      <ScoutNav />
      {notes && <p className="page-intro">Last updated {dayMonthYear(notes.last_updated)}</p>}
      <div className="set-pieces">
        {bootstrap.teams.map((team) => {
          const players = bootstrap.elements.filter((e) => e.team === team.id);
          return (
            <section
              key={team.id}
              className="panel set-pieces__club"
              aria-labelledby={`sp-${team.id}`}
            >
              <h2 id={`sp-${team.id}`}>{team.name}</h2>
              <dl className="set-pieces__kinds">
                {KINDS.map(([key, label]) => {
                  const takers = players
                    .filter((e) => e[key] !== null)
                    .sort((a, b) => a[key]! - b[key]!);
                  return (
                    <div key={key}>
                      <dt>{label}</dt>
                      <dd>
                        {takers.length === 0 ? (
                          'None named'
                        ) : (
                          <ol>
                            {takers.map((e) => (
                              <li key={e.id}>
                                <PlayerButton id={e.id}>{e.web_name}</PlayerButton>
                              </li>
                            ))}
                          </ol>
                        )}
                      </dd>
                    </div>
                  );
                })}
              </dl>
              {(notesOf.get(team.id) ?? []).map((n, i) => (
                <p key={i} className="set-pieces__note">
                  {n.info_message}
                  {n.source_link && (
                    <>
                      {' '}
                      <a
                        href={n.source_link}
                        rel="noopener noreferrer"
                        target={n.external_link ? '_blank' : undefined}
                      >
                        Source
                      </a>
                    </>
                  )}
                </p>
              ))}
            </section>
          );
        })}
      </div>
    </section>
  );
}
