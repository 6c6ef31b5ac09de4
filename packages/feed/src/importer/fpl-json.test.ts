import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_GAME_SETTINGS, ruleSetFor, scoreFixture } from '@ofl/engine';
import { describe, expect, it } from 'vitest';
import { createManagers } from '../population/create-managers';
import { CLUB_KITS } from './club-kits';
import { importFplSeason } from './fpl-bootstrap';
import { importEventLive } from './fpl-event-live';
import { readFplJsonFolder } from './read-fpl-json';

// FPL's own 2025-26 payloads live beside the repository (`../shared/reference/samples`) and are
// never copied in; without them, a tiny folder written for these tests stands in.
const repositoryRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const samples = join(repositoryRoot, '..', 'shared', 'reference', 'samples');
const tiny = fileURLToPath(new URL('./test-data/fpl-json', import.meta.url));
const haveSamples = existsSync(join(samples, 'bootstrap-static_2025-26_final.json'));
const dir = haveSamples ? samples : tiny;
const liveFile = haveSamples ? 'event-38-live_2025-26.json' : 'event-1-live.json';
const event = haveSamples ? 38 : 1;
const source = haveSamples ? 'the real 2025-26 payloads' : 'the small test payloads';

describe(`readFplJsonFolder on ${source}`, () => {
  const { season, live } = readFplJsonFolder(dir);
  const raw = JSON.parse(readFileSync(join(dir, liveFile), 'utf8')) as {
    elements: { id: number; stats: { total_points: number } }[];
  };

  it("gives the season in the demo season's shape, clock-derived flags left out", () => {
    const bootstrap = JSON.parse(
      readFileSync(
        join(dir, haveSamples ? 'bootstrap-static_2025-26_final.json' : 'bootstrap-static.json'),
        'utf8',
      ),
    ) as Record<string, unknown[]>;
    expect(season.teams).toHaveLength(bootstrap.teams!.length);
    expect(season.elements).toHaveLength(bootstrap.elements!.length);
    expect(season.events).toHaveLength(bootstrap.events!.length);
    expect(season.chips).toHaveLength(bootstrap.chips!.length);
    expect(season.season_name).toBe('2025/26');
    for (const e of season.events) expect(e).not.toHaveProperty('is_current');
    for (const t of season.teams) {
      expect(t.kit.shirt).toMatch(/^#[0-9a-f]{6}$/);
      expect(t.rating).toBeGreaterThanOrEqual(0);
      expect(t.rating).toBeLessThanOrEqual(1);
    }
    // The real clubs wear their own colours (every club of 2025-26 is in the table).
    const real = season.teams.filter((t) => CLUB_KITS[t.short_name]);
    for (const t of real) expect(t.kit).toBe(CLUB_KITS[t.short_name]);
    if (haveSamples) expect(real).toHaveLength(20);
    for (const e of season.elements) {
      expect(e.quality).toBeGreaterThanOrEqual(0);
      expect(e.quality).toBeLessThanOrEqual(1);
    }
    expect(season.game_settings.squad_total_spend).toBe(1000);
  });

  it('keeps every fixture with its stats, a postponed one without a gameweek', () => {
    const fixtures = JSON.parse(
      readFileSync(join(dir, haveSamples ? 'fixtures_2025-26.json' : 'fixtures.json'), 'utf8'),
    ) as unknown[];
    expect(season.fixtures).toHaveLength(fixtures.length);
    const played = season.fixtures.filter((f) => f.finished);
    expect(played.length).toBeGreaterThan(0);
    expect(played.every((f) => f.stats.some((s) => s.identifier === 'bps'))).toBe(true);
  });

  it("recomputes every element's gameweek points from the imported stats", () => {
    const rows = live.get(event)!;
    const rules = ruleSetFor('2025-26');
    const byElement = new Map<number, number>();
    for (const row of rows) {
      const total = scoreFixture(rules, row.elementType, row.stats).total;
      expect({ element: row.element, fixture: row.fixture, total }).toEqual({
        element: row.element,
        fixture: row.fixture,
        total: row.officialPoints,
      });
      byElement.set(row.element, (byElement.get(row.element) ?? 0) + total);
    }
    expect(raw.elements.length).toBeGreaterThan(0);
    for (const e of raw.elements) {
      expect([e.id, byElement.get(e.id) ?? 0]).toEqual([e.id, e.stats.total_points]);
    }
  });

  const squadsTitle = haveSamples
    ? 'builds valid simulated squads from the imported players'
    : 'says plainly when too few players are imported to build a squad';
  it(squadsTitle, () => {
    const players = season.elements.map((e) => ({ ...e, can_select: true }));
    const build = () =>
      createManagers({
        seed: 1,
        count: 30,
        elements: players,
        teams: season.teams,
        settings: DEFAULT_GAME_SETTINGS,
      });
    if (!haveSamples) {
      expect(build).toThrow(/no valid squad can be built/);
      return;
    }
    for (const m of build()) expect(m.squad).toHaveLength(15);
  });
});

describe('importEventLive', () => {
  const { season } = readFplJsonFolder(tiny);
  const types = new Map(season.elements.map((e) => [e.id, e.element_type]));
  const live = JSON.parse(readFileSync(join(tiny, 'event-1-live.json'), 'utf8')) as unknown;

  it('splits a double gameweek by fixture, with each fixture its own BPS', () => {
    const rows = importEventLive(live, 1, types, season.fixtures).filter((r) => r.element === 2);
    expect(rows.map((r) => [r.fixture, r.bps, r.officialPoints])).toEqual([
      [1, 35, 15],
      [2, 12, 3],
    ]);
    expect(rows[1]!.stats).toMatchObject({
      minutes: 60,
      goals_conceded: 2,
      defensive_contribution: 10,
    });
  });

  it('rejects an element that bootstrap-static does not know', () => {
    expect(() => importEventLive(live, 1, new Map(), [])).toThrow(
      /element 1 is not in bootstrap-static/,
    );
  });

  it('rejects a payload without elements', () => {
    expect(() => importEventLive({ players: [] }, 3, types)).toThrow(
      /event\/3\/live: "elements" is missing/,
    );
  });
});

describe('importFplSeason', () => {
  it('names the missing part of a malformed bootstrap', () => {
    expect(() => importFplSeason({ events: [] }, [])).toThrow(
      /bootstrap-static: "teams" is missing/,
    );
    expect(() => importFplSeason(null, [])).toThrow(/bootstrap-static: expected an object/);
  });

  it('names the element and the field that is not a whole number', () => {
    const bootstrap = JSON.parse(readFileSync(join(tiny, 'bootstrap-static.json'), 'utf8')) as {
      elements: Record<string, unknown>[];
    };
    bootstrap.elements[1]!.now_cost = '5.5';
    expect(() => importFplSeason(bootstrap, [])).toThrow(
      'bootstrap-static: elements[1]: "now_cost" must be a whole number, got "5.5"',
    );
  });

  it('rejects fixtures that are not a list', () => {
    const bootstrap = JSON.parse(
      readFileSync(join(tiny, 'bootstrap-static.json'), 'utf8'),
    ) as unknown;
    expect(() => importFplSeason(bootstrap, { fixtures: [] })).toThrow(/fixtures: expected a list/);
  });
});
