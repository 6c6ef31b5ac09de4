import { useState } from 'react';
import type { Bootstrap, Fixture } from '@ofl/api';
import { Button } from '../../../components/ui/button';

/** Fixtures with news needed before the carousel shows (SPEC §2 News). */
const MIN_FIXTURES = 4;

type Element = Bootstrap['elements'][number];

/**
 * The team news carousel: the next gameweek's fixtures that have players with news, each with
 * both clubs' news; three slides at a time on a desktop, two on a tablet, one on a phone (the
 * stylesheet sets the widths). Shown only with at least four such fixtures.
 */
export function TeamNewsCarousel({
  fixtures,
  bootstrap,
}: {
  fixtures: readonly Fixture[];
  bootstrap: Bootstrap;
}) {
  const [first, setFirst] = useState(0);
  const clubs = new Map(bootstrap.teams.map((t) => [t.id, t.name]));
  const newsOf = (team: number): Element[] =>
    bootstrap.elements.filter((e) => e.team === team && e.news !== '');
  const slides = fixtures
    .map((f) => ({ fixture: f, home: newsOf(f.team_h), away: newsOf(f.team_a) }))
    .filter((s) => s.home.length + s.away.length > 0);
  if (slides.length < MIN_FIXTURES) return null;
  const at = Math.min(first, slides.length - 1);
  const side = (team: number, players: Element[]) => (
    <div>
      <h4>{clubs.get(team)}</h4>
      {players.length === 0 ? (
        <p>No news.</p>
      ) : (
        <ul>
          {players.map((e) => (
            <li key={e.id}>
              <strong>{e.web_name}</strong> {e.news}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
  return (
    <section className="team-news" aria-labelledby="team-news">
      <h2 id="team-news">Team News</h2>
      <div className="team-news__controls">
        <Button
          secondary
          aria-label="Previous fixture"
          disabled={at === 0}
          onClick={() => setFirst(at - 1)}
        >
          ‹
        </Button>
        <Button
          secondary
          aria-label="Next fixture"
          disabled={at >= slides.length - 1}
          onClick={() => setFirst(at + 1)}
        >
          ›
        </Button>
      </div>
      <ul className="team-news__slides">
        {slides.slice(at, at + 3).map(({ fixture, home, away }) => (
          <li key={fixture.id} className="team-news__slide">
            <h3>
              {clubs.get(fixture.team_h)} v {clubs.get(fixture.team_a)}
            </h3>
            {side(fixture.team_h, home)}
            {side(fixture.team_a, away)}
          </li>
        ))}
      </ul>
    </section>
  );
}
