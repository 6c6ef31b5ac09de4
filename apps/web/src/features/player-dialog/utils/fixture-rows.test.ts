import { describe, expect, it } from 'vitest';

import type { SummaryFixture } from '../api/get-element-summary';
import { fixtureRows, isTbc } from './fixture-rows';

const fixture = (id: number, event: number | null): SummaryFixture => ({
  id,
  event,
  team_h: 1,
  team_a: 2,
  kickoff_time: event == null ? null : '2025-08-16T14:00:00Z',
  provisional_start_time: false,
  is_home: true,
  difficulty: 3,
});

describe('the player dialog fixtures', () => {
  it('lists each gameweek in order, a blank one as None, a double one twice, unscheduled last', () => {
    const rows = fixtureRows([fixture(1, 2), fixture(2, 4), fixture(3, 4), fixture(4, null)], 2, 5);
    expect(
      rows.map((r) => (r.kind === 'blank' ? `${r.event}:None` : `${r.event}:${r.fixture.id}`)),
    ).toEqual(['2:1', '3:None', '4:2', '4:3', '5:None', 'null:4']);
  });

  it('calls a kickoff with no time or a provisional one to be confirmed', () => {
    expect(isTbc(fixture(1, null))).toBe(true);
    expect(isTbc({ ...fixture(1, 2), provisional_start_time: true })).toBe(true);
    expect(isTbc(fixture(1, 2))).toBe(false);
  });
});
