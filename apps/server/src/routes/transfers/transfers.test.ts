import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_GAME_SETTINGS,
  emptySquad,
  money,
  squadFromMembers,
  squadIssues,
  type ElementId,
  type ElementTypeId,
  type TeamId,
} from '@ofl/engine';
import { bumpDataVersion } from '@ofl/db';
import { elements, entries, entryPicks, events, transfers } from '@ofl/db/tables';
import { Browser, buildTestApp, type TestApp } from '../../../test/build-app';
import { buildEntryWithSquad } from '../../../test/factories';
import { setGameClock } from '../../cache/clock';

const GW1_OPEN = new Date('2025-08-11T09:00:00Z');
const GW2_OPEN = new Date('2025-08-15T17:31:00Z');
const PRICES_CHANGED =
  'Unable to confirm transfers as player prices have changed. Please refresh the page and try again.';

interface Pick {
  element: number;
  position: number;
  selling_price: number;
  purchase_price: number;
  element_type: number;
}

describe('POST /api/transfers/', () => {
  let t: TestApp;
  let market: (typeof elements.$inferSelect)[];
  beforeAll(async () => {
    t = await buildTestApp();
    market = await t.database.db.select().from(elements);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await setGameClock(t.database.db, GW1_OPEN);
  });

  const db = () => t.database.db;
  /** Moves the game clock just past gameweek n's deadline (gameweek n + 1 is then open). */
  async function pastDeadline(n: number) {
    const [e] = await db().select().from(events).where(eq(events.id, n));
    await setGameClock(db(), new Date(e!.deadlineTime.getTime() + 60_000));
  }
  async function myTeam(browser: Browser, entryId: number) {
    return (await browser.get(`/api/my-team/${entryId}/`)).json() as {
      picks: Pick[];
      chips: { name: string; status_for_entry: string }[];
      transfers: {
        status: string;
        limit: number | null;
        made: number;
        bank: number;
        value: number;
      };
    };
  }

  /** A new entry with its squad, and its my-team payload. */
  async function entryWithTeam() {
    const entry = await buildEntryWithSquad(t);
    return { ...entry, team: await myTeam(entry.browser, entry.entryId) };
  }

  /** A player of the same position as `out`, not in the squad, from a club with room. */
  function replacementFor(out: Pick, squad: Pick[], skip: number[] = [], cheapest = true) {
    const owned = new Set(squad.map((p) => p.element));
    const clubOf = new Map(market.map((e) => [e.id, e.team]));
    const perClub = new Map<number, number>();
    for (const p of squad) {
      if (p.element === out.element) continue;
      const club = clubOf.get(p.element)!;
      perClub.set(club, (perClub.get(club) ?? 0) + 1);
    }
    return market
      .filter(
        (e) =>
          e.elementType === out.element_type &&
          !owned.has(e.id) &&
          !skip.includes(e.id) &&
          (perClub.get(e.team) ?? 0) < 3,
      )
      .sort(
        (a, b) => (cheapest ? a.nowCost - b.nowCost : b.nowCost - a.nowCost) || a.id - b.id,
      )[0]!;
  }

  const transfer = (out: Pick, into: { id: number; nowCost: number }) => ({
    element_in: into.id,
    element_out: out.element,
    purchase_price: into.nowCost,
    selling_price: out.selling_price,
  });

  const send = (
    browser: Browser,
    entry: number,
    list: unknown[],
    extra: Record<string, unknown> = {},
  ) =>
    browser.send('POST', '/api/transfers/', {
      chip: null,
      entry,
      event: 1,
      transfers: list,
      ...extra,
    });

  const codes = (response: { json(): { non_field_errors?: { code: string }[] } }) =>
    (response.json().non_field_errors ?? []).map((e) => e.code);

  async function picksRow(entryId: number, event: number) {
    const [row] = await db()
      .select()
      .from(entryPicks)
      .where(and(eq(entryPicks.entryId, entryId), eq(entryPicks.event, event)));
    return row!;
  }

  it('requires authentication', async () => {
    const { entryId } = await buildEntryWithSquad(t);
    const response = await send(new Browser(t.app), entryId, []);
    expect(response.statusCode).toBe(401);
  });

  it("refuses another manager's entry and a request from another site without the CSRF header", async () => {
    const { entryId, browser } = await buildEntryWithSquad(t);
    const other = await buildEntryWithSquad(t);
    const team = await myTeam(browser, entryId);
    const out = team.picks[14]!;
    const list = [transfer(out, replacementFor(out, team.picks))];
    expect((await send(other.browser, entryId, list)).statusCode).toBe(403);
    const noCsrf = await browser.send(
      'POST',
      '/api/transfers/',
      { chip: null, entry: entryId, event: 1, transfers: list },
      { 'x-csrftoken': '', origin: 'https://evil.example' },
    );
    expect(noCsrf.statusCode).toBe(403);
    expect(await myTeam(browser, entryId)).toEqual(team);
  });

  it('makes a transfer: the player in takes the same position, the bank and history follow', async () => {
    const { browser, entryId, team } = await entryWithTeam();
    const out = team.picks.find((p) => p.position === 13)!;
    const into = replacementFor(out, team.picks);
    const response = await send(browser, entryId, [transfer(out, into)]);
    expect(response.statusCode).toBe(200);
    const after = await myTeam(browser, entryId);
    expect(after.picks.find((p) => p.position === 13)).toMatchObject({
      element: into.id,
      purchase_price: into.nowCost,
    });
    expect(after.transfers).toMatchObject({
      status: 'unlimited',
      made: 1,
      bank: team.transfers.bank + out.selling_price - into.nowCost,
    });
    const rows = await db().select().from(transfers).where(eq(transfers.entryId, entryId));
    expect(rows).toEqual([
      expect.objectContaining({
        event: 1,
        elementIn: into.id,
        elementInCost: into.nowCost,
        elementOut: out.element,
        elementOutCost: out.selling_price,
        time: GW1_OPEN,
      }),
    ]);
  });

  it('answers a dry run (confirmed: false) with what would happen and stores nothing', async () => {
    const { browser, entryId, team } = await entryWithTeam();
    const out = team.picks.find((p) => p.position === 13)!;
    const into = replacementFor(out, team.picks);
    const dry = await send(browser, entryId, [transfer(out, into)], { confirmed: false });
    expect(dry.statusCode).toBe(200);
    expect(dry.json().picks.find((p: Pick) => p.position === 13).element).toBe(into.id);
    expect(dry.json().transfers).toMatchObject({ made: 1 });
    expect(await myTeam(browser, entryId)).toEqual(team);
    expect(await db().select().from(transfers).where(eq(transfers.entryId, entryId))).toEqual([]);
    // A dry run that breaks a rule is refused as the real one would be.
    const wrong = await send(browser, entryId, [{ ...transfer(out, into), purchase_price: 1 }], {
      confirmed: false,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().non_field_errors[0].code).toBe('transfer_element_in_price_mismatch');
    // Confirming then applies exactly what the dry run said.
    const real = await send(browser, entryId, [transfer(out, into)], { confirmed: true });
    expect(real.json()).toEqual(dry.json());
  });

  it('sells at the purchase price plus half the profit and banks it', async () => {
    const { browser, entryId, team } = await entryWithTeam();
    const out = team.picks.find((p) => p.position === 10)!;
    // A price change, as the game makes one: it moves the data version.
    await db().transaction(async (tx) => {
      await tx
        .update(elements)
        .set({ nowCost: out.purchase_price + 3 })
        .where(eq(elements.id, out.element));
      await bumpDataVersion(tx);
    });
    const raised = await myTeam(browser, entryId);
    const sold = raised.picks.find((p) => p.element === out.element)!;
    expect(sold.selling_price).toBe(out.purchase_price + 1);
    expect(raised.transfers.value).toBe(1001);
    const into = replacementFor(out, team.picks);
    // Selling at today's price is refused as a price mismatch.
    const atToday = await send(browser, entryId, [
      { ...transfer(sold, into), selling_price: out.purchase_price + 3 },
    ]);
    expect(atToday.statusCode).toBe(400);
    expect(atToday.json().non_field_errors).toEqual([
      { code: 'transfer_element_out_price_mismatch', message: PRICES_CHANGED },
    ]);
    const response = await send(browser, entryId, [transfer(sold, into)]);
    expect(response.statusCode).toBe(200);
    expect(response.json().transfers.bank).toBe(
      team.transfers.bank + out.purchase_price + 1 - into.nowCost,
    );
    const [entry] = await db().select().from(entries).where(eq(entries.id, entryId));
    expect(entry!.bank).toBe(response.json().transfers.bank);
  });

  describe('refuses with the codes of SPEC §8 and stores nothing', () => {
    it('transfer_element_in_price_mismatch', async () => {
      const { browser, entryId, team } = await entryWithTeam();
      const out = team.picks[3]!;
      const into = replacementFor(out, team.picks);
      const response = await send(browser, entryId, [
        { ...transfer(out, into), purchase_price: into.nowCost + 1 },
      ]);
      expect(response.json().non_field_errors).toEqual([
        { code: 'transfer_element_in_price_mismatch', message: PRICES_CHANGED },
      ]);
      expect(await myTeam(browser, entryId)).toEqual(team);
    });

    it('budget_exceeded, over_team_limit, element_type_mismatch and invalid_event', async () => {
      const { browser, entryId, team } = await entryWithTeam();
      const cheapest = team.picks.reduce((a, b) =>
        b.selling_price < a.selling_price && b.element_type !== 1 ? b : a,
      );
      const dear = replacementFor(cheapest, team.picks, [], false);
      const total = (list: Pick[]) => list.reduce((s, p) => s + p.selling_price, 0);
      expect(dear.nowCost).toBeGreaterThan(cheapest.selling_price + team.transfers.bank);
      expect(codes(await send(browser, entryId, [transfer(cheapest, dear)]))).toEqual([
        'budget_exceeded',
      ]);

      const clubOf = new Map(market.map((e) => [e.id, e.team]));
      const counts = new Map<number, number>();
      for (const p of team.picks) {
        counts.set(clubOf.get(p.element)!, (counts.get(clubOf.get(p.element)!) ?? 0) + 1);
      }
      const fullClub = [...counts].find(([, n]) => n === 3)?.[0];
      if (fullClub !== undefined) {
        const out = team.picks.find(
          (p) => clubOf.get(p.element) !== fullClub && p.element_type !== 1,
        )!;
        const fourth = market.find(
          (e) =>
            e.team === fullClub &&
            e.elementType === out.element_type &&
            !team.picks.some((p) => p.element === e.id),
        )!;
        expect(codes(await send(browser, entryId, [transfer(out, fourth)]))).toContain(
          'over_team_limit',
        );
      }

      const forward = market.find(
        (e) => e.elementType === 4 && !team.picks.some((p) => p.element === e.id),
      )!;
      expect(codes(await send(browser, entryId, [transfer(team.picks[2]!, forward)]))).toContain(
        'element_type_mismatch',
      );
      const out = team.picks[3]!;
      const wrongEvent = await send(
        browser,
        entryId,
        [transfer(out, replacementFor(out, team.picks))],
        {
          event: 2,
        },
      );
      expect(codes(wrongEvent)).toEqual(['invalid_event']);
      expect(await myTeam(browser, entryId)).toEqual(team);
      expect(total(team.picks)).toBe(1000 - team.transfers.bank);
    });

    it('transfer_cap_exceeded on the 21st transfer of a gameweek, with the exact text', async () => {
      const { browser, entryId } = await buildEntryWithSquad(t);
      await setGameClock(db(), GW2_OPEN);
      const team = await myTeam(browser, entryId);
      const out = team.picks[5]!;
      const into = replacementFor(out, team.picks);
      // Twenty transfers back and forth, each after the one before.
      let pair = [
        out,
        { ...out, element: into.id, selling_price: into.nowCost, purchase_price: into.nowCost },
      ];
      // `from` out for `to`, each at the price its pick carries.
      const swapBack = (from: Pick, to: Pick) =>
        transfer(from, { id: to.element, nowCost: to.purchase_price });
      for (let i = 0; i < 20; i++) {
        const [from, to] = pair as [Pick, Pick];
        const response = await send(browser, entryId, [swapBack(from, to)], { event: 2 });
        expect(response.statusCode).toBe(200);
        pair = [to, from];
      }
      const before = await myTeam(browser, entryId);
      expect(before.transfers).toMatchObject({ made: 20, limit: 1 });
      expect((await picksRow(entryId, 2)).eventTransfersCost).toBe(19 * 4);
      const [from, to] = pair as [Pick, Pick];
      const response = await send(browser, entryId, [swapBack(from, to)], { event: 2 });
      expect(response.statusCode).toBe(400);
      expect(response.json().non_field_errors[0]).toEqual({
        code: 'transfer_cap_exceeded',
        message:
          'Unable to confirm transfers as they will take you over the limit of 20 transfers in a single Gameweek.',
      });
      expect(await myTeam(browser, entryId)).toEqual(before);
    });
  });

  it('rolls free transfers over from the stored history, gameweek by gameweek', async () => {
    const { browser, entryId } = await buildEntryWithSquad(t);
    expect((await myTeam(browser, entryId)).transfers).toMatchObject({
      status: 'unlimited',
      limit: null,
    });
    await setGameClock(db(), GW2_OPEN); // GW2: one free transfer, none used
    expect((await myTeam(browser, entryId)).transfers).toMatchObject({
      status: 'cost',
      limit: 1,
      made: 0,
    });
    await pastDeadline(2); // GW3: rolled over, two
    const gw3 = await myTeam(browser, entryId);
    expect(gw3.transfers).toMatchObject({ limit: 2, made: 0 });
    // Three transfers with two free: one costs 4 points.
    let squad = gw3.picks;
    for (const position of [13, 14, 15]) {
      const out = squad.find((p) => p.position === position)!;
      const response = await send(browser, entryId, [transfer(out, replacementFor(out, squad))], {
        event: 3,
      });
      expect(response.statusCode).toBe(200);
      squad = response.json().picks;
    }
    expect((await picksRow(entryId, 3)).eventTransfersCost).toBe(4);
    await pastDeadline(3); // GW4: all used, back to one
    expect((await myTeam(browser, entryId)).transfers).toMatchObject({ limit: 1, made: 0 });
    const [entry] = await db().select().from(entries).where(eq(entries.id, entryId));
    expect(entry!.freeTransfers).toBe(1);
  });

  it('plays a Wildcard with transfers at no cost, which then cannot be cancelled', async () => {
    const { browser, entryId } = await buildEntryWithSquad(t);
    await setGameClock(db(), GW2_OPEN);
    const team = await myTeam(browser, entryId);
    const list = [];
    const taken: number[] = [];
    let squad = team.picks;
    for (const position of [3, 8, 13, 14]) {
      const out = squad.find((p) => p.position === position)!;
      const into = replacementFor(out, squad, taken);
      taken.push(into.id);
      list.push(transfer(out, into));
      squad = squad.map((p) => (p.position === position ? { ...p, element: into.id } : p));
    }
    const response = await send(browser, entryId, list, { chip: 'wildcard', event: 2 });
    expect(response.statusCode).toBe(200);
    expect(response.json().transfers).toMatchObject({ status: 'unlimited', made: 4 });
    expect(
      response.json().chips.find((c: { name: string }) => c.name === 'wildcard').status_for_entry,
    ).toBe('active');
    expect(await picksRow(entryId, 2)).toMatchObject({
      activeChip: 'wildcard',
      eventTransfersCost: 0,
      eventTransfers: 4,
    });
    const cancel = await send(browser, entryId, [], { event: 2 });
    expect(codes(cancel)).toEqual(['chip_cannot_be_cancelled']);
  });

  it('plays and cancels a transfer chip with no transfers, and refuses one not available', async () => {
    const { browser, entryId } = await buildEntryWithSquad(t);
    expect(codes(await send(browser, entryId, [], { chip: 'wildcard' }))).toEqual([
      'chip_unavailable',
    ]);
    await setGameClock(db(), GW2_OPEN);
    const played = await send(browser, entryId, [], { chip: 'freehit', event: 2 });
    expect(played.statusCode).toBe(200);
    expect((await picksRow(entryId, 2)).activeChip).toBe('freehit');
    expect(codes(await send(browser, entryId, [], { chip: 'wildcard', event: 2 }))).toEqual([
      'chip_already_active',
    ]);
    const cancelled = await send(browser, entryId, [], { event: 2 });
    expect(cancelled.statusCode).toBe(200);
    expect((await picksRow(entryId, 2)).activeChip).toBeNull();
    expect(
      cancelled
        .json()
        .chips.find((c: { name: string; status_for_entry: string }) => c.name === 'freehit')
        .status_for_entry,
    ).toBe('available');
  });

  it('records the squad from before a Free Hit, which comes back the gameweek after', async () => {
    const { browser, entryId } = await buildEntryWithSquad(t);
    await setGameClock(db(), GW2_OPEN);
    const before = await myTeam(browser, entryId);
    const out = before.picks.find((p) => p.position === 9)!;
    const into = replacementFor(out, before.picks);
    const response = await send(browser, entryId, [transfer(out, into)], {
      chip: 'freehit',
      event: 2,
    });
    expect(response.statusCode).toBe(200);
    expect(await picksRow(entryId, 2)).toMatchObject({
      activeChip: 'freehit',
      eventTransfersCost: 0,
    });
    expect((await picksRow(entryId, 2)).elements).toContain(into.id);
    const gw1 = await picksRow(entryId, 1);
    expect(gw1.elements).toEqual(before.picks.map((p) => p.element)); // the squad to restore
    await pastDeadline(2);
    const restored = await myTeam(browser, entryId);
    expect(restored.picks.map((p) => p.element)).toEqual(before.picks.map((p) => p.element));
    expect(restored.transfers.bank).toBe(before.transfers.bank);
    expect(restored.chips.find((c) => c.name === 'freehit')?.status_for_entry).toBe('played');
    const [entry] = await db().select().from(entries).where(eq(entries.id, entryId));
    expect(entry!.bank).toBe(before.transfers.bank);
  });

  it('makes a transfer over the row as it is, when it changed since this server last wrote it', async () => {
    const { browser, entryId, team } = await entryWithTeam();
    const out = team.picks.find((p) => p.position === 15)!;
    const first = replacementFor(out, team.picks);
    expect((await send(browser, entryId, [transfer(out, first)])).statusCode).toBe(200);
    // Another server process changes the row meanwhile: here it takes 0.5m from its bank.
    await db()
      .update(entryPicks)
      .set({ bank: sql`${entryPicks.bank} - 5` })
      .where(and(eq(entryPicks.entryId, entryId), eq(entryPicks.event, 1)));
    const after = await myTeam(browser, entryId);
    const sold = after.picks.find((p) => p.element === first.id)!;
    const second = replacementFor(sold, after.picks, [out.element]);
    const response = await send(browser, entryId, [transfer(sold, second)]);
    expect(response.statusCode).toBe(200);
    const bank = after.transfers.bank + sold.selling_price - second.nowCost;
    expect(response.json().transfers.bank).toBe(bank);
    expect((await picksRow(entryId, 1)).bank).toBe(bank);
  });

  it('judges a transfer on the squad as it is, when another process changed it since this server last wrote it', async () => {
    const { browser, entryId, team } = await entryWithTeam();
    const out = team.picks.find((p) => p.position === 15)!;
    const first = replacementFor(out, team.picks);
    expect((await send(browser, entryId, [transfer(out, first)])).statusCode).toBe(200);
    // Another server process sells the player just bought (its row written as transfers write it).
    const row = await picksRow(entryId, 1);
    const other = replacementFor(out, team.picks, [first.id]);
    const slot = row.elements.indexOf(first.id);
    await db()
      .update(entryPicks)
      .set({
        elements: row.elements.map((e, i) => (i === slot ? other.id : e)),
        purchasePrices: row.purchasePrices.map((p, i) => (i === slot ? other.nowCost : p)),
        bank: row.bank! + first.nowCost - other.nowCost,
      })
      .where(and(eq(entryPicks.entryId, entryId), eq(entryPicks.event, 1)));
    // A request that stores nothing answers the squad as it is too.
    const none = await send(browser, entryId, []);
    expect(none.statusCode).toBe(200);
    expect((none.json() as { picks: Pick[] }).picks.map((p) => p.element)).toContain(other.id);
    const after = await myTeam(browser, entryId);
    const sold = after.picks.find((p) => p.element === other.id)!;
    const into = replacementFor(sold, after.picks, [out.element, first.id]);
    const response = await send(browser, entryId, [transfer(sold, into)]);
    expect(response.statusCode).toBe(200);
    expect((await picksRow(entryId, 1)).elements).toContain(into.id);
  });

  it('applies twenty concurrent requests for one entry one at a time: a valid squad and a bank that adds up', async () => {
    const { browser, entryId, team } = await entryWithTeam();
    const taken: number[] = [];
    const requests = Array.from({ length: 20 }, (_, i) => {
      const out = team.picks[i % 15]!;
      const into = replacementFor(out, team.picks, taken);
      taken.push(into.id);
      return transfer(out, into);
    });
    const responses = await Promise.all(requests.map((r) => send(browser, entryId, [r])));
    const applied = responses.filter((r) => r.statusCode === 200).length;
    expect(responses.every((r) => r.statusCode === 200 || r.statusCode === 400)).toBe(true);
    const rows = await db().select().from(transfers).where(eq(transfers.entryId, entryId));
    expect(rows).toHaveLength(applied);
    expect(applied).toBeGreaterThan(0);

    const after = await myTeam(browser, entryId);
    const [entry] = await db().select().from(entries).where(eq(entries.id, entryId));
    const row = await picksRow(entryId, 1);
    // Prices have not moved, so the money adds up exactly: bank plus the squad's cost is 100m.
    const cost = row.purchasePrices.reduce((s, p) => s + p, 0);
    expect(entry!.bank + cost).toBe(1000);
    expect(row.bank).toBe(entry!.bank);
    expect(after.transfers).toMatchObject({ bank: entry!.bank, value: 1000, made: applied });
    const initial = team.transfers.bank;
    expect(entry!.bank).toBe(
      rows.reduce((b, r) => b + r.elementOutCost - r.elementInCost, initial),
    );
    const byId = new Map(market.map((e) => [e.id, e]));
    const slots = squadFromMembers(
      DEFAULT_GAME_SETTINGS,
      row.elements.map((id, i) => ({
        element: id as ElementId,
        element_type: byId.get(id)!.elementType as ElementTypeId,
        team: byId.get(id)!.team as TeamId,
        price: money(row.purchasePrices[i]!),
        web_name: '',
      })),
    );
    expect(slots).not.toEqual(emptySquad(DEFAULT_GAME_SETTINGS));
    expect(
      squadIssues(slots, { settings: DEFAULT_GAME_SETTINGS, budget: money(1000) }).violations,
    ).toEqual([]);
    expect(new Set(row.elements).size).toBe(15);
    console.info(
      `concurrent transfers: ${applied} of 20 applied; bank ${entry!.bank}, squad value ${after.transfers.value}`,
    );
  });
});
