import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, buildTestApp, type TestApp } from '../../../test/build-app';
import { buildEntryWithSquad } from '../../../test/factories';
import { setGameClock } from '../../cache/clock';

interface Pick {
  element: number;
  position: number;
  multiplier: number;
  is_captain: boolean;
  is_vice_captain: boolean;
  element_type: number;
  selling_price: number;
  purchase_price: number;
}

/** The fields of a pick on every picks page; my-team adds the owner's prices. */
const PICK_FIELDS = [
  'element',
  'element_type',
  'is_captain',
  'is_vice_captain',
  'multiplier',
  'position',
] as const;

const payload = (picks: Pick[], chip: string | null = null) => ({
  chip,
  picks: picks.map(({ element, position, is_captain, is_vice_captain }) => ({
    element,
    position,
    is_captain,
    is_vice_captain,
  })),
});

/** Swaps the positions of two picks. */
function swap(picks: Pick[], a: number, b: number): Pick[] {
  return picks.map((p) =>
    p.position === a ? { ...p, position: b } : p.position === b ? { ...p, position: a } : p,
  );
}

describe('my-team', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  async function myTeam(browser: Browser, entryId: number) {
    const response = await browser.get(`/api/my-team/${entryId}/`);
    expect(response.statusCode).toBe(200);
    return response.json() as {
      picks: Pick[];
      chips: { name: string; status_for_entry: string; played_by_entry: number[] }[];
      transfers: Record<string, unknown>;
      picks_last_updated: string;
    };
  }

  /** A new entry with its squad, and its my-team payload. */
  async function entryWithTeam() {
    const entry = await buildEntryWithSquad(t);
    return { ...entry, team: await myTeam(entry.browser, entry.entryId) };
  }

  /** Saves a lineup (and chip) to the entry's my-team as `browser`. */
  const save = (
    browser: Browser,
    entryId: number,
    picks: Pick[],
    chip: string | null = null,
    headers?: Record<string, string>,
  ) => browser.send('POST', `/api/my-team/${entryId}/`, payload(picks, chip), headers);

  describe('GET /api/my-team/{entry}/', () => {
    it('requires authentication', async () => {
      const { entryId } = await buildEntryWithSquad(t);
      expect((await t.app.inject(`/api/my-team/${entryId}/`)).statusCode).toBe(401);
    });

    it('shows the next gameweek picks with prices, the chips and the transfers state', async () => {
      const { squad, team } = await entryWithTeam();
      expect(team.picks).toHaveLength(15);
      expect(Object.keys(team.picks[0]!).sort()).toEqual(
        [...PICK_FIELDS, 'purchase_price', 'selling_price'].sort(),
      );
      expect(team.picks.map((p) => p.position)).toEqual([...Array(15).keys()].map((i) => i + 1));
      const cost = squad.reduce((s, p) => s + p.purchase_price, 0);
      expect(team.transfers).toEqual({
        cost: 4,
        status: 'unlimited',
        limit: null,
        made: 0,
        bank: 1000 - cost,
        value: 1000,
      });
      expect(team.chips.map((c) => [c.name, c.status_for_entry])).toEqual([
        ['wildcard', 'unavailable'],
        ['wildcard', 'unavailable'],
        ['freehit', 'unavailable'],
        ['bboost', 'available'],
        ['3xc', 'available'],
        ['freehit', 'unavailable'],
        ['bboost', 'unavailable'],
        ['3xc', 'unavailable'],
      ]);
      expect(Date.parse(team.picks_last_updated)).not.toBeNaN();
    });

    it("refuses another manager's team with 403 and an unknown one with 404", async () => {
      const { entryId } = await buildEntryWithSquad(t);
      const other = await buildEntryWithSquad(t);
      expect((await other.browser.get(`/api/my-team/${entryId}/`)).statusCode).toBe(403);
      expect((await other.browser.get('/api/my-team/999999/')).statusCode).toBe(404);
      expect((await other.browser.get('/api/my-team/abc/')).statusCode).toBe(404);
    });
  });

  describe('POST /api/my-team/{entry}/', () => {
    it('requires authentication', async () => {
      const { entryId, team } = await entryWithTeam();
      const visitor = new Browser(t.app);
      const response = await save(visitor, entryId, team.picks);
      expect(response.statusCode).toBe(401);
    });

    it('saves a switch and a new captain, with their multipliers', async () => {
      const { browser, entryId, team: before } = await entryWithTeam();
      // Bench defender (13) for the first starting defender (2); a forward (11) captains.
      let picks = swap(before.picks, 2, 13);
      picks = picks.map((p) => ({
        ...p,
        is_captain: p.position === 11,
        is_vice_captain: p.position === 2,
      }));
      const response = await save(browser, entryId, picks);
      expect(response.statusCode).toBe(200);
      const after = await myTeam(browser, entryId);
      expect(after).toEqual(response.json());
      const byPosition = (team: { picks: Pick[] }, n: number) =>
        team.picks.find((p) => p.position === n)!;
      expect(byPosition(after, 2).element).toBe(byPosition(before, 13).element);
      expect(byPosition(after, 13).element).toBe(byPosition(before, 2).element);
      expect(byPosition(after, 11)).toMatchObject({ is_captain: true, multiplier: 2 });
      expect(byPosition(after, 13).multiplier).toBe(0);
      expect(after.picks_last_updated >= before.picks_last_updated).toBe(true);
    });

    it('refuses without the CSRF header and stores nothing', async () => {
      const { browser, entryId, team: before } = await entryWithTeam();
      const response = await save(browser, entryId, swap(before.picks, 2, 13), null, {
        'x-csrftoken': 'wrong',
      });
      expect(response.statusCode).toBe(403);
      expect(await myTeam(browser, entryId)).toEqual(before);
    });

    it("refuses to save another manager's team", async () => {
      const { browser, entryId, team: before } = await entryWithTeam();
      const other = await buildEntryWithSquad(t);
      const response = await save(other.browser, entryId, swap(before.picks, 2, 13));
      expect(response.statusCode).toBe(403);
      expect(await myTeam(browser, entryId)).toEqual(before);
    });

    describe('refuses every broken rule with its code and stores nothing', () => {
      const cases: [string, (picks: Pick[]) => Pick[], string][] = [
        // Two starting defenders (2, 3) go to the bench for a midfielder and a forward: 1-2-5-3.
        ['an invalid formation', (p) => swap(swap(p, 2, 14), 3, 15), 'invalid_formation'],
        [
          'a captain on the bench',
          (p) => p.map((x) => ({ ...x, is_captain: x.position === 13, is_vice_captain: false })),
          'captain_not_starter',
        ],
        [
          'the same player as captain and vice-captain',
          (p) =>
            p.map((x) => ({
              ...x,
              is_captain: x.position === 5,
              is_vice_captain: x.position === 5,
            })),
          'captain_is_vice_captain',
        ],
        ['an outfield player in goal', (p) => swap(p, 1, 2), 'goalkeeper_position'],
        [
          'the reserve goalkeeper off his bench slot',
          (p) => swap(p, 12, 13),
          'sub_position_locked',
        ],
        ['fourteen picks', (p) => p.slice(1), 'picks_count'],
        [
          'a player not in the squad',
          (p) => p.map((x) => (x.position === 15 ? { ...x, element: 99999 } : x)),
          'element_not_in_squad',
        ],
        [
          'two picks in one position',
          (p) => p.map((x) => (x.position === 15 ? { ...x, position: 14 } : x)),
          'invalid_position',
        ],
      ];
      it.each(cases)('%s', async (_name, change, code) => {
        const { browser, entryId, team: before } = await entryWithTeam();
        const response = await save(browser, entryId, change(before.picks));
        expect(response.statusCode).toBe(400);
        expect(response.json().non_field_errors.map((e: { code: string }) => e.code)).toContain(
          code,
        );
        expect(await myTeam(browser, entryId)).toEqual(before);
      });
    });

    it('plays Bench Boost, refuses a second chip and a transfer chip, then cancels it', async () => {
      const { browser, entryId, team } = await entryWithTeam();
      const played = await save(browser, entryId, team.picks, 'bboost');
      expect(played.statusCode).toBe(200);
      const boosted = played.json();
      expect(boosted.picks.slice(11).map((p: Pick) => p.multiplier)).toEqual([1, 1, 1, 1]);
      expect(boosted.chips.find((c: { name: string }) => c.name === 'bboost')).toMatchObject({
        status_for_entry: 'active',
        played_by_entry: [1],
      });

      const second = await save(browser, entryId, team.picks, '3xc');
      expect(second.statusCode).toBe(400);
      expect(second.json().non_field_errors[0].code).toBe('chip_already_active');
      const wildcard = await save(browser, entryId, team.picks, 'wildcard');
      expect(wildcard.json().non_field_errors[0].code).toBe('chip_unavailable');
      expect(await myTeam(browser, entryId)).toEqual(boosted);

      const cancelled = (await save(browser, entryId, team.picks, null)).json();
      expect(cancelled.picks.slice(11).map((p: Pick) => p.multiplier)).toEqual([0, 0, 0, 0]);
      expect(cancelled.chips.find((c: { name: string }) => c.name === 'bboost')).toMatchObject({
        status_for_entry: 'available',
        played_by_entry: [],
      });
    });

    it('gives the captain 3 under Triple Captain', async () => {
      const { browser, entryId, team } = await entryWithTeam();
      const response = await save(browser, entryId, team.picks, '3xc');
      expect(response.json().picks.find((p: Pick) => p.is_captain).multiplier).toBe(3);
    });

    it('refuses a chip outside its window with chip_unavailable', async () => {
      const { browser, entryId, team } = await entryWithTeam();
      const response = await save(browser, entryId, team.picks, 'freehit');
      expect(response.statusCode).toBe(400);
      expect(response.json().non_field_errors[0].code).toBe('chip_unavailable');
    });
  });

  describe('after deadlines', () => {
    it("shows a gameweek's picks publicly only once its deadline has passed", async () => {
      const { browser, entryId, team } = await entryWithTeam();
      await save(browser, entryId, team.picks, 'bboost');
      expect((await t.app.inject(`/api/entry/${entryId}/event/1/picks/`)).statusCode).toBe(404);
      await setGameClock(t.database.db, new Date('2025-08-15T18:00:00Z'));
      const response = await t.app.inject(`/api/entry/${entryId}/event/1/picks/`);
      expect(response.statusCode).toBe(200);
      const json = response.json();
      expect(json.active_chip).toBe('bboost');
      expect(json.automatic_subs).toEqual([]);
      expect(json.entry_history).toMatchObject({
        event: 1,
        points: 0,
        bank: team.transfers.bank,
        value: 1000,
        event_transfers: 0,
        event_transfers_cost: 0,
      });
      expect(json.picks).toHaveLength(15);
      expect(Object.keys(json.picks[0]).sort()).toEqual([...PICK_FIELDS].sort());
      expect((await t.app.inject(`/api/entry/${entryId}/event/2/picks/`)).statusCode).toBe(404);
    });

    it('edits the next gameweek after a deadline, carrying the squad forward without the chip', async () => {
      await setGameClock(t.database.db, new Date('2025-08-11T09:00:00Z'));
      const { browser, entryId, team } = await entryWithTeam();
      await save(browser, entryId, swap(team.picks, 2, 13), 'bboost');
      await setGameClock(t.database.db, new Date('2025-08-15T18:00:00Z'));
      const next = await myTeam(browser, entryId);
      expect(next.picks.map((p) => p.element)).toEqual(
        swap(team.picks, 2, 13)
          .sort((a, b) => a.position - b.position)
          .map((p) => p.element),
      );
      expect(next.picks.slice(11).map((p) => p.multiplier)).toEqual([0, 0, 0, 0]);
      expect(next.chips.find((c) => c.name === 'bboost')?.status_for_entry).toBe('played');
      expect(next.transfers).toMatchObject({ status: 'cost', limit: 1, made: 0 });
      // The frozen gameweek keeps its chip.
      const frozen = (await t.app.inject(`/api/entry/${entryId}/event/1/picks/`)).json();
      expect(frozen.active_chip).toBe('bboost');
    });

    it('refuses changes once no gameweek is left and shows the last one', async () => {
      const { browser, entryId } = await buildEntryWithSquad(t);
      await setGameClock(t.database.db, new Date('2026-06-30T00:00:00Z'));
      try {
        const response = await browser.send('POST', `/api/my-team/${entryId}/`, {
          chip: null,
          picks: [],
        });
        expect(response.statusCode).toBe(400);
        expect(response.json().non_field_errors[0].code).toBe('game_over');
      } finally {
        await setGameClock(t.database.db, new Date('2025-08-11T09:00:00Z'));
      }
    });
  });
});
