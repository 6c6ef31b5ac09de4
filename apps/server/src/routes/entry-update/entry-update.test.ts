import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { entries } from '@ofl/db/tables';
import { Browser, useTestApp } from '../../../test/build-app';
import { buildEntryWithSquad, buildSignedInUser } from '../../../test/factories';
import { setGameClock } from '../../cache/clock';
import { BAD_TEAM_NAMES } from '../../../test/team-names';
import { NAME_CHANGE_BLOCKED } from '../../services/entry/entry-update';

const KIT = {
  kit_shirt_type: 'stripes',
  kit_shirt_base: '#ff0000',
  kit_shirt_sleeves: '#FFFFFF',
  kit_shirt_secondary: '#ffffff',
  kit_shirt_logo: 'rainbow-laces',
  kit_shorts: '#000000',
  kit_socks_type: 'hoops',
  kit_socks_base: '#ff0000',
  kit_socks_secondary: '#ffffff',
};

describe('POST /api/entry-update/', () => {
  const t = useTestApp();
  beforeAll(async () => {
    await setGameClock(t.database.db, new Date('2025-08-11T09:00:00Z'));
  });

  const rowOf = async (id: number) =>
    (await t.database.db.select().from(entries).where(eq(entries.id, id)))[0]!;
  const update = (browser: Browser, body: Record<string, unknown>) =>
    browser.send('POST', '/api/entry-update/', body);

  it('requires authentication', async () => {
    const response = await update(new Browser(t.app), { name: 'Nobody' });
    expect(response.statusCode).toBe(401);
  });

  it('refuses a signed-in user without an entry with 404', async () => {
    const stranger = await buildSignedInUser(t);
    const response = await update(stranger, { name: 'Homeless', kit: null });
    expect(response.statusCode).toBe(404);
  });

  it('saves the name, kit, club and email choice and answers the updated entry', async () => {
    const { browser, entryId } = await buildEntryWithSquad(t, { name: 'Before' });
    const response = await update(browser, {
      name: '  Striped Stars  ',
      kit: JSON.stringify(KIT),
      favourite_team: 4,
      email: true,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      id: entryId,
      name: 'Striped Stars',
      favourite_team: 4,
      email: true,
    });
    expect(JSON.parse(body.kit)).toEqual({ ...KIT, kit_shirt_sleeves: '#ffffff' });
    const row = await rowOf(entryId);
    expect(row).toMatchObject({ name: 'Striped Stars', favouriteTeam: 4, emailOptIn: true });
    const profile = (await new Browser(t.app).get(`/api/entry/${entryId}/`)).json();
    expect(profile.name).toBe('Striped Stars');
    expect(JSON.parse(profile.kit).kit_shirt_type).toBe('stripes');
  });

  it('leaves fields out of the request as they were, and null clears kit and club', async () => {
    const { browser, entryId } = await buildEntryWithSquad(t, { favourite_team: 2 });
    await update(browser, { name: 'Kit On', kit: JSON.stringify(KIT) });
    expect((await rowOf(entryId)).favouriteTeam).toBe(2);
    const response = await update(browser, { name: 'Kit Off', kit: null, favourite_team: null });
    expect(response.statusCode).toBe(200);
    expect(await rowOf(entryId)).toMatchObject({ name: 'Kit Off', kit: null, favouriteTeam: null });
  });

  it("edits only the caller's own entry: a second manager's call leaves the first's unchanged", async () => {
    const first = await buildEntryWithSquad(t, { name: 'First Team' });
    const second = await buildEntryWithSquad(t, { name: 'Second Team' });
    const before = await rowOf(first.entryId);
    const response = await update(second.browser, {
      id: first.entryId,
      entry: first.entryId,
      name: 'Hijacked',
      kit: JSON.stringify(KIT),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().id).toBe(second.entryId);
    expect(await rowOf(first.entryId)).toEqual(before);
    expect((await rowOf(second.entryId)).name).toBe('Hijacked');
  });

  it('refuses a name change while the name waits for moderation, and allows the rest', async () => {
    const { browser, entryId } = await buildEntryWithSquad(t, { name: 'Pending Name' });
    await t.database.db
      .update(entries)
      .set({ nameChangeBlocked: true })
      .where(eq(entries.id, entryId));
    const refused = await update(browser, { name: 'New Name', favourite_team: 3 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      non_field_errors: [{ code: 'name_change_blocked', message: NAME_CHANGE_BLOCKED }],
    });
    expect(await rowOf(entryId)).toMatchObject({ name: 'Pending Name', favouriteTeam: null });
    const kept = await update(browser, { name: 'Pending Name', favourite_team: 3 });
    expect(kept.statusCode).toBe(200);
    expect((await rowOf(entryId)).favouriteTeam).toBe(3);
  });

  it.each([
    ['a blank name', { name: '   ' }, 'name'],
    ['a name over 20 characters', { name: 'x'.repeat(21) }, 'name'],
    ['an unknown club', { name: 'Fine', favourite_team: 999 }, 'favourite_team'],
    ['a club that is not a number', { name: 'Fine', favourite_team: 'Arsenal' }, 'favourite_team'],
    ['an email choice that is not a boolean', { name: 'Fine', email: 'yes' }, 'email'],
  ])('refuses %s with 400 and changes nothing', async (_, body, field) => {
    const { browser, entryId } = await buildEntryWithSquad(t, { name: 'Unchanged' });
    const before = await rowOf(entryId);
    const response = await update(browser, body);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json())).toContain(field);
    expect(await rowOf(entryId)).toEqual(before);
  });

  const withoutKey = ({ kit_shirt_logo: _logo, ...rest }: typeof KIT) => rest;
  it.each([
    ['text that is not JSON', '{kit'],
    ['JSON that is not an object', '[1,2]'],
    ['a missing key', JSON.stringify(withoutKey(KIT))],
    ['an unknown key', JSON.stringify({ ...KIT, kit_cape: '#ffffff' })],
    ['a colour name', JSON.stringify({ ...KIT, kit_shorts: 'red' })],
    ['a short colour', JSON.stringify({ ...KIT, kit_shorts: '#fff' })],
    ['a shirt of squares', JSON.stringify({ ...KIT, kit_shirt_type: 'squares' })],
    ['striped socks', JSON.stringify({ ...KIT, kit_socks_type: 'stripes' })],
    ['an unknown logo', JSON.stringify({ ...KIT, kit_shirt_logo: 'sponsor' })],
    ['a kit that is not text', { ...KIT }],
  ])('refuses a kit with %s with 400 and keeps the old kit', async (_, kit) => {
    const { browser, entryId } = await buildEntryWithSquad(t);
    await update(browser, { name: 'Kit Keeper', kit: JSON.stringify(KIT) });
    const before = await rowOf(entryId);
    const response = await update(browser, { name: 'Kit Keeper', kit });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json()).some((k) => k.startsWith('kit'))).toBe(true);
    expect(await rowOf(entryId)).toEqual(before);
  });

  it('refuses NUL, control, format and blank-looking characters in the name, and keeps NFC', async () => {
    const { browser, entryId } = await buildEntryWithSquad(t);
    for (const name of BAD_TEAM_NAMES) {
      const response = await update(browser, { name });
      expect({ name, status: response.statusCode }).toEqual({ name, status: 400 });
      expect(response.json().name).toBeDefined();
    }
    // 'e' and a combining acute accent is stored as the one character é.
    expect((await update(browser, { name: 'Cafe\u0301 United' })).statusCode).toBe(200);
    expect((await rowOf(entryId)).name).toBe('Caf\u00e9 United');
  });
});
