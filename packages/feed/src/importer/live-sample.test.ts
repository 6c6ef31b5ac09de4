import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ruleSetFor, scoreFixture } from '@ofl/engine';
import type { ElementTypeId, FixtureStats } from '@ofl/engine';
import { describe, expect, it } from 'vitest';

// FPL's own GW38 2025-26 event live and bootstrap, kept beside the repository
// (`../shared/reference/samples`); without them, the element of api-shapes §4 stands in.
interface LiveElement {
  id: number;
  stats: FixtureStats & { total_points: number };
  explain: { fixture: number; stats: { identifier: string; points: number; value: number }[] }[];
}

const repositoryRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const samples = join(repositoryRoot, '..', 'shared', 'reference', 'samples');
const liveFile = join(samples, 'event-38-live_2025-26.json');
const bootstrapFile = join(samples, 'bootstrap-static_2025-26_final.json');
const haveSamples = existsSync(liveFile) && existsSync(bootstrapFile);

const standIn: { elements: LiveElement[]; types: Map<number, ElementTypeId> } = {
  elements: [
    {
      id: 39,
      stats: {
        minutes: 90,
        goals_conceded: 1,
        bonus: 1,
        defensive_contribution: 14,
        total_points: 5,
      },
      explain: [
        {
          fixture: 376,
          stats: [
            { identifier: 'minutes', points: 2, value: 90 },
            { identifier: 'bonus', points: 1, value: 1 },
            { identifier: 'defensive_contribution', points: 2, value: 14 },
          ],
        },
      ],
    },
  ],
  types: new Map([[39, 2]]),
};

function load() {
  if (!haveSamples) return standIn;
  const live = JSON.parse(readFileSync(liveFile, 'utf8')) as { elements: LiveElement[] };
  const bootstrap = JSON.parse(readFileSync(bootstrapFile, 'utf8')) as {
    elements: { id: number; element_type: ElementTypeId }[];
  };
  return {
    elements: live.elements,
    types: new Map(bootstrap.elements.map((e) => [e.id, e.element_type])),
  };
}

describe(`explain rows of ${haveSamples ? 'the real 2025-26 GW38 event live' : 'the api-shapes sample'}`, () => {
  it('reproduces every element total and explain row from its stats', () => {
    const { elements, types } = load();
    const rules = ruleSetFor('2025-26');
    const singles = elements.filter((e) => e.explain.length === 1);
    expect(singles.length).toBeGreaterThan(0);
    for (const element of singles) {
      const score = scoreFixture(rules, types.get(element.id)!, element.stats);
      const official = element.explain[0]!.stats.map(({ identifier, points, value }) => ({
        identifier,
        points,
        value,
      }));
      expect({ id: element.id, explain: score.explain }).toEqual({
        id: element.id,
        explain: official,
      });
      expect(score.total).toBe(element.stats.total_points);
    }
  });
});
