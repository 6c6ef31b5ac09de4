import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { entries, entryPicks } from '@ofl/db/tables';
import { Browser, useTestApp } from '../../../test/build-app';
import {
  autoPickedSquad,
  bootstrapElements,
  buildEntryWithSquad,
  buildSignedInUser,
  type BootstrapElement,
} from '../../../test/factories';
import { setGameClock } from '../../cache/clock';
import { BAD_TEAM_NAMES } from '../../../test/team-names';

const QUOTAS: Record<number, number> = { 1: 2, 2: 5, 3: 5, 4: 3 };

/** A fifteen built by hand: `first` as given, then the cheapest players within three per club. */
function handSquad(players: BootstrapElement[], first: BootstrapElement[] = [], dearest = false) {
  const chosen = [...first];
  const perClub = new Map<number, number>();
  for (const p of first) perClub.set(p.team, (perClub.get(p.team) ?? 0) + 1);
  const sorted = players
    .slice()
    .sort((a, b) => (dearest ? b.now_cost - a.now_cost : a.now_cost - b.now_cost) || a.id - b.id);
  for (const type of [1, 2, 3, 4]) {
    for (const p of sorted) {
      if (chosen.filter((c) => c.element_type === type).length >= QUOTAS[type]!) break;
      if (p.element_type !== type || chosen.includes(p) || (perClub.get(p.team) ?? 0) >= 3) {
        continue;
      }
      chosen.push(p);
      perClub.set(p.team, (perClub.get(p.team) ?? 0) + 1);
    }
  }
  return chosen.map((p) => ({ element: p.id, purchase_price: p.now_cost }));
}

const body = (picks: unknown, extra: Record<string, unknown> = {}) => ({
  email: false,
  favourite_team: 1,
  name: 'Hand Picked',
  terms_agreed: true,
  picks,
  ...extra,
});

describe('POST /api/entry-create/', () => {
  let players: BootstrapElement[];
  const t = useTestApp();
  beforeAll(async () => {
    players = await bootstrapElements(t);
  });

  async function entryCount() {
    const [row] = await t.database.db.select({ n: count() }).from(entries);
    return row!.n;
  }

  /** Sends a squad for a new user; checks that a refusal stored nothing and returns the answer. */
  async function refused(payload: unknown) {
    const browser = await buildSignedInUser(t);
    const before = await entryCount();
    const response = await browser.send('POST', '/api/entry-create/', payload);
    expect(response.statusCode).toBe(400);
    expect(await entryCount()).toBe(before);
    expect((await browser.get('/api/me/')).json().player.entry).toBeNull();
    return response.json();
  }
  const codes = (json: { non_field_errors?: { code: string }[] }) =>
    (json.non_field_errors ?? []).map((e) => e.code);

  it('requires authentication', async () => {
    const response = await new Browser(t.app).send(
      'POST',
      '/api/entry-create/',
      body(autoPickedSquad(players)),
    );
    expect(response.statusCode).toBe(401);
  });

  it('refuses a request from another site without the CSRF header', async () => {
    const browser = await buildSignedInUser(t);
    const response = await browser.send(
      'POST',
      '/api/entry-create/',
      body(autoPickedSquad(players)),
      { 'x-csrftoken': '', origin: 'https://evil.example' },
    );
    expect(response.statusCode).toBe(403);
  });

  it('creates the entry with its bank, a legal first lineup and the next gameweek', async () => {
    const { browser, entryId, squad } = await buildEntryWithSquad(t, { name: 'Auto Eleven' });
    expect((await browser.get('/api/me/')).json().player.entry).toBe(entryId);
    const [entry] = await t.database.db.select().from(entries).where(eq(entries.id, entryId));
    const cost = squad.reduce((sum, p) => sum + p.purchase_price, 0);
    expect(entry).toMatchObject({ name: 'Auto Eleven', startedEvent: 1, bank: 1000 - cost });
    const [row] = await t.database.db
      .select()
      .from(entryPicks)
      .where(eq(entryPicks.entryId, entryId));
    expect(row!.event).toBe(1);
    expect([...row!.elements].sort()).toEqual(squad.map((p) => p.element).sort());
    const typeOf = new Map(players.map((p) => [p.id, p.element_type]));
    expect(typeOf.get(row!.elements[0]!)).toBe(1);
    expect(typeOf.get(row!.elements[11]!)).toBe(1);
    expect(row!.elements.slice(0, 11)).toContain(row!.captain);
    expect(row!.elements.slice(0, 11)).toContain(row!.viceCaptain);
    expect(row!.multipliers.slice(11)).toEqual([0, 0, 0, 0]);
  });

  it('answers 201 with the entry id and counts the new player in bootstrap-static', async () => {
    const before = (await t.app.inject('/api/bootstrap-static/')).json().total_players;
    const browser = await buildSignedInUser(t);
    const response = await browser.send(
      'POST',
      '/api/entry-create/',
      body(autoPickedSquad(players)),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ id: expect.any(Number), name: 'Hand Picked' });
    expect((await t.app.inject('/api/bootstrap-static/')).json().total_players).toBe(before + 1);
  });

  it('refuses a second entry for the same user', async () => {
    const { browser } = await buildEntryWithSquad(t);
    const before = await entryCount();
    const again = await browser.send('POST', '/api/entry-create/', body(autoPickedSquad(players)));
    expect(again.statusCode).toBe(400);
    expect(codes(again.json())).toEqual(['entry_exists']);
    expect(await entryCount()).toBe(before);
  });

  it('refuses a price that is not the current one with price_changed on that pick', async () => {
    const squad = autoPickedSquad(players);
    squad[4] = { ...squad[4]!, purchase_price: squad[4]!.purchase_price - 1 };
    const json = await refused(body(squad));
    expect(json.picks[4].purchase_price[0]).toEqual({
      code: 'price_changed',
      message:
        'Unable to enter squad as player prices have changed. Please refresh the page and try again.',
    });
    expect(json.picks[0]).toEqual({});
  });

  it('refuses a squad over the budget', async () => {
    expect(codes(await refused(body(handSquad(players, [], true))))).toEqual(['budget_exceeded']);
  });

  it('refuses a fourth player from one club, naming the club', async () => {
    const club = players.filter((p) => p.team === 2);
    const four = [1, 2, 3, 4].map((type) => club.find((p) => p.element_type === type)!);
    const json = await refused(body(handSquad(players, four)));
    expect(codes(json)).toEqual(['over_team_limit']);
    expect(json.non_field_errors[0].message).toMatch(/^Too many players selected from \w/);
  });

  it('refuses a third goalkeeper with the position quota message', async () => {
    const keepers = players.filter((p) => p.element_type === 1).slice(0, 3);
    const squad = handSquad(players, keepers).filter((_, i) => i !== 3);
    const json = await refused(body(squad));
    expect(json.non_field_errors[0]).toEqual({
      code: 'position_full',
      message: 'You already have the maximum number of Goalkeepers',
    });
  });

  it('refuses the same player twice', async () => {
    const squad = autoPickedSquad(players);
    squad[14] = squad[13]!;
    const json = await refused(body(squad));
    expect(codes(json)).toContain('already_in_squad');
    expect(codes(json)).toContain('need_elements');
  });

  it('refuses a squad short of fifteen', async () => {
    expect(codes(await refused(body(autoPickedSquad(players).slice(0, 14))))).toEqual([
      'need_elements',
    ]);
  });

  it('refuses an unknown player, an unknown club, a long name and unagreed terms', async () => {
    const squad = autoPickedSquad(players);
    const unknown = await refused(
      body([...squad.slice(1), { element: 99999, purchase_price: 50 }]),
    );
    expect(unknown.picks[14].element[0].code).toBe('does_not_exist');
    expect((await refused(body(squad, { favourite_team: 999 }))).favourite_team).toBeDefined();
    expect((await refused(body(squad, { name: 'x'.repeat(21) }))).name).toEqual([
      'Maximum 20 characters',
    ]);
    expect((await refused(body(squad, { terms_agreed: false }))).terms_agreed).toBeDefined();
  });

  it('accepts no favourite club', async () => {
    const browser = await buildSignedInUser(t);
    const response = await browser.send(
      'POST',
      '/api/entry-create/',
      body(autoPickedSquad(players), { favourite_team: null }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().favourite_team).toBeNull();
  });

  it('refuses a squad once the last deadline has passed, with game_over', async () => {
    await setGameClock(t.database.db, new Date('2026-06-30T00:00:00Z'));
    try {
      expect(codes(await refused(body(autoPickedSquad(players))))).toEqual(['game_over']);
    } finally {
      await setGameClock(t.database.db, new Date('2025-08-11T09:00:00Z'));
    }
  });

  it('refuses NUL, control, format and blank-looking characters in the team name', async () => {
    const squad = autoPickedSquad(players);
    for (const name of BAD_TEAM_NAMES) {
      const browser = await buildSignedInUser(t);
      const before = await entryCount();
      const response = await browser.send('POST', '/api/entry-create/', body(squad, { name }));
      expect({ name, status: response.statusCode }).toEqual({ name, status: 400 });
      expect(response.json().name).toBeDefined();
      expect(await entryCount()).toBe(before);
    }
  });
});
