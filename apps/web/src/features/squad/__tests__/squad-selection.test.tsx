import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import { aPlayer, gameEvent } from '../../../testing/fake-api';
import { renderRoute } from '../../../testing/render-route';
import { gameApi } from '../../../testing/game-api';

beforeEach(() => sessionStorage.clear());
const add = (name: string) => {
  fireEvent.change(screen.getByLabelText('Search player list'), { target: { value: name } });
  fireEvent.click(screen.getByRole('button', { name: `Add ${name}` }));
};
const ready = () => screen.findByRole('heading', { name: 'Squad Selection' }, { timeout: 5000 });
const alerts = () => screen.queryAllByRole('alert').map((a) => a.textContent);
const view = () => screen.getByLabelText('View') as HTMLSelectElement;

describe('squad selection', () => {
  it('shows the scoreboard, the empty pitch and the buttons with their starting states', async () => {
    renderRoute('/squad-selection', gameApi({ player: aPlayer(null) }));
    expect(await ready()).toBeTruthy();
    const board = screen.getByRole('list', { name: 'Scoreboard' });
    expect(within(board).getByText('0 / 15')).toBeTruthy();
    expect(within(board).getByText('£100.0m')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Add Goalkeeper, GKP' })).toHaveLength(2);
    expect(screen.getAllByRole('button', { name: 'Add Defender, DEF' })).toHaveLength(5);
    const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
    expect(button('Auto Pick').disabled).toBe(false);
    expect(button('Reset').disabled).toBe(true);
    expect(button('Enter Squad').disabled).toBe(true);
  });

  it('adds a player from the list and refuses him a second time with the engine message', async () => {
    renderRoute('/squad-selection', gameApi({ player: aPlayer(null) }));
    await ready();
    add('Ødegaard');
    expect(screen.getByRole('button', { name: 'Remove Ødegaard' })).toBeTruthy();
    expect(screen.getByText('1 / 15')).toBeTruthy();
    add('Ødegaard');
    expect(alerts()).toContain('Ødegaard is already in your squad');
  });

  it('opens the player dialog from the list and from the pitch, without a watchlist button', async () => {
    renderRoute('/squad-selection', gameApi({ player: aPlayer(null) }));
    await ready();
    fireEvent.change(screen.getByLabelText('Search player list'), {
      target: { value: 'DEF-ARL-1' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'View information about DEF-ARL-1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sam DEFARL1' });
    // No team yet, so nothing to watch with.
    expect(within(dialog).queryByRole('button', { name: 'Add to Watchlist' })).toBeNull();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    add('DEF-ARL-1');
    const onPitch = screen
      .getAllByRole('button', { name: 'View information about DEF-ARL-1' })
      .find((button) => button.closest('.pitch'));
    fireEvent.click(onPitch!);
    expect(await screen.findByRole('dialog', { name: 'Sam DEFARL1' })).toBeTruthy();
  });

  it('says a position is full and names the club over the limit', async () => {
    renderRoute('/squad-selection', gameApi({ player: aPlayer(null) }));
    await ready();
    fireEvent.change(view(), { target: { value: 'et_1' } });
    add('GKP-ARL-1');
    add('GKP-ARL-2');
    add('GKP-BEX-1');
    expect(alerts()).toContain('You already have the maximum number of Goalkeepers');
    fireEvent.change(view(), { target: { value: 'te_1' } });
    add('DEF-ARL-1');
    add('DEF-ARL-2');
    expect(alerts()).toContain('Too many players selected from Arlington');
    expect(
      (screen.getByRole('button', { name: 'Enter Squad' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('filters by position and club, searches ignoring accents and caps the cost', async () => {
    renderRoute('/squad-selection', gameApi({ player: aPlayer(null) }));
    await ready();
    expect(screen.getByText('90', { selector: 'strong' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Search player list'), { target: { value: 'odeg' } });
    expect(screen.getByText('1', { selector: 'strong' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Search player list'), { target: { value: 'fern' } });
    expect(screen.getByRole('button', { name: 'Add B.Fernandes' })).toBeTruthy();
    // No match: a sentence says so, with no empty table and no pages to turn.
    fireEvent.change(screen.getByLabelText('Search player list'), { target: { value: 'zzz' } });
    expect(screen.getByText('No players match your choices.')).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Players' })).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Player list pages' })).toBeNull();
    fireEvent.change(screen.getByLabelText('Search player list'), { target: { value: '' } });
    fireEvent.change(view(), { target: { value: 'te_2' } });
    expect(screen.getByText('15', { selector: 'strong' })).toBeTruthy();
    const cost = screen.getByLabelText('Max cost') as HTMLSelectElement;
    const steps = [...cost.options].map((o) => Number(o.value));
    expect(steps[0]).toBe(0);
    expect(steps.slice(1).every((v, i, all) => i === 0 || all[i - 1]! - v === 5)).toBe(true);
    fireEvent.change(cost, { target: { value: '50' } });
    const rows = screen.getAllByRole('button', { name: /^Add / }).filter((b) => b.closest('table'));
    expect(rows.length).toBeGreaterThan(0);
    expect(
      rows.every((row) => Number(row.closest('tr')!.cells[1]!.textContent!.slice(1, -1)) <= 5),
    ).toBe(true);
  });

  it('hides unavailable players on demand and pages the list 30 at a time', async () => {
    renderRoute('/squad-selection', gameApi({ player: aPlayer(null) }));
    await ready();
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Page 2 of 3')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Hide unavailable players'));
    expect(screen.getByText('89', { selector: 'strong' })).toBeTruthy();
  });

  it('completes the squad with Auto Pick, enters it and goes to Pick Team', async () => {
    const api = gameApi({ player: aPlayer(null) });
    const { router } = renderRoute('/squad-selection', api);
    await ready();
    fireEvent.click(screen.getByRole('button', { name: 'Auto Pick' }));
    expect(screen.getByText('15 / 15')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Enter Squad' }));
    const dialog = screen.getByRole('dialog', { name: 'Enter Squad' });
    const submit = within(dialog).getByRole('button', { name: 'Enter Squad' }) as HTMLButtonElement;
    expect(within(dialog).getByText('Maximum 20 characters')).toBeTruthy();
    expect(
      within(dialog).getByRole('link', { name: 'Terms & Conditions' }).getAttribute('href'),
    ).toBe('/help/terms');
    fireEvent.change(within(dialog).getByLabelText('Team name'), { target: { value: 'Doe FC' } });
    expect(submit.disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('Favourite club'), { target: { value: '-1' } });
    expect(submit.disabled).toBe(true);
    fireEvent.click(within(dialog).getByRole('checkbox'));
    expect(submit.disabled).toBe(false);
    fireEvent.click(submit);
    await waitFor(() => expect(router.location.pathname).toBe('/my-team'), { timeout: 5000 });
    const call = api.calls.find((c) => c.path === '/api/entry-create/')!;
    const body = call.body as { name: string; favourite_team: unknown; picks: unknown[] };
    expect(body.name).toBe('Doe FC');
    expect(body.favourite_team).toBeNull();
    expect(body.picks).toHaveLength(15);
    expect(call.headers.get('X-CSRFToken')).not.toBeNull();
  });

  it('shows the price_changed message when prices moved', async () => {
    const api = gameApi({ player: aPlayer(null) });
    api.entryCreateError = {
      non_field_errors: [{ code: 'price_changed', message: 'Prices changed' }],
    };
    renderRoute('/squad-selection', api);
    await ready();
    fireEvent.click(screen.getByRole('button', { name: 'Auto Pick' }));
    fireEvent.click(screen.getByRole('button', { name: 'Enter Squad' }));
    const dialog = screen.getByRole('dialog', { name: 'Enter Squad' });
    fireEvent.change(within(dialog).getByLabelText('Team name'), { target: { value: 'Doe FC' } });
    fireEvent.change(within(dialog).getByLabelText('Favourite club'), { target: { value: '2' } });
    fireEvent.click(within(dialog).getByRole('checkbox'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enter Squad' }));
    expect(
      await within(dialog).findByText(
        'Unable to enter squad as player prices have changed. Please refresh the page and try again.',
      ),
    ).toBeTruthy();
  });

  it('keeps the squad being built across a reload', async () => {
    renderRoute('/squad-selection', gameApi({ player: aPlayer(null) }));
    await ready();
    add('Ødegaard');
    cleanup();
    renderRoute('/squad-selection', gameApi({ player: aPlayer(null) }));
    expect(await screen.findByRole('button', { name: 'Remove Ødegaard' })).toBeTruthy();
  });

  it('removes a player when his slot is chosen, and Reset empties the squad', async () => {
    renderRoute('/squad-selection', gameApi({ player: aPlayer(null) }));
    await ready();
    add('Ødegaard');
    add('B.Fernandes');
    fireEvent.click(screen.getByRole('button', { name: 'Remove Ødegaard' }));
    expect(screen.getByText('1 / 15')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByText('0 / 15')).toBeTruthy();
  });

  it('shows the Game over dialog when no gameweek is left', async () => {
    const events = [gameEvent(38, { is_current: true, finished: true })];
    renderRoute('/squad-selection', gameApi({ player: aPlayer(null), events }));
    const dialog = await screen.findByRole('dialog', { name: 'Game over' });
    expect(dialog.textContent).toContain(
      "This game has now finished. Thanks for your interest, come back soon to select your squad for next season's game.",
    );
  });
});
