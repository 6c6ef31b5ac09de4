import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { aPlayer, gameEvent } from '../../../testing/fake-api';
import { renderRoute } from '../../../testing/render-route';
import { aMyTeam, gameApi } from '../../../testing/game-api';

function manager() {
  const api = gameApi({ player: aPlayer(99) });
  api.myTeam = aMyTeam();
  return api;
}

const ready = () =>
  screen.findByRole('heading', { level: 1, name: 'Pick Team - Doe FC' }, { timeout: 5000 });
const menuFor = (label: RegExp | string) => {
  fireEvent.click(screen.getByRole('button', { name: label }));
  return screen.getByRole('dialog');
};

describe('Pick Team', () => {
  it('shows the title, the deadline, the hint, the formation and the chips', async () => {
    renderRoute('/my-team', manager());
    await ready();
    expect(screen.getByText('Gameweek 1 Deadline:')).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Add deadlines to your calendar' }).getAttribute('href'),
    ).toBe('/api/calendar/deadlines.ics');
    expect(
      screen.getByText(
        'To change your captain use the menu which appears when clicking on a player',
      ),
    ).toBeTruthy();
    expect(screen.getByText('1-4-4-2')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Bench Boost: Play' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Triple Captain: Play' })).toBeTruthy();
    expect(
      (screen.getByRole('button', { name: 'Save Your Team' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('opens a menu titled with the full name and switches a starter with the eligible sub tapped', async () => {
    renderRoute('/my-team', manager());
    await ready();
    const menu = menuFor('DEF-ARL-1');
    expect(within(menu).getByRole('heading', { name: 'Sam DEFARL1' })).toBeTruthy();
    fireEvent.click(within(menu).getByRole('button', { name: 'Switch' }));
    // The keeper cannot come on for a defender; the bench defender and forward can.
    expect(screen.getByRole('button', { name: /^DEF-BEX-2, can switch$/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /^GKP-BEX-1$/ })).toBeTruthy();
    // A tap on a highlighted target switches at once.
    fireEvent.click(screen.getByRole('button', { name: 'DEF-BEX-2, can switch' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(
      (screen.getByRole('button', { name: 'Save Your Team' }) as HTMLButtonElement).disabled,
    ).toBe(false);
    const bench = screen.getByRole('group', { name: 'Substitutes' });
    expect(within(bench).getByRole('button', { name: 'DEF-ARL-1' })).toBeTruthy();
  });

  it('cancels a switch from the menu of the player who started it', async () => {
    renderRoute('/my-team', manager());
    await ready();
    fireEvent.click(within(menuFor('DEF-ARL-1')).getByRole('button', { name: 'Switch' }));
    const menu = menuFor('DEF-ARL-1, selected to switch');
    fireEvent.click(within(menu).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('button', { name: /can switch/ })).toBeNull();
  });

  it('opens the player dialog from the menu with View Information', async () => {
    renderRoute('/my-team', manager());
    await ready();
    const menu = menuFor('DEF-ARL-1');
    fireEvent.click(within(menu).getByRole('button', { name: 'View Information' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sam DEFARL1' });
    expect(within(dialog).getByText('Defender')).toBeTruthy();
    // A manager with a team may watch him.
    expect(within(dialog).getByRole('button', { name: 'Add to Watchlist' })).toBeTruthy();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('moves the armbands, swapping them when the vice-captain is made captain', async () => {
    renderRoute('/my-team', manager());
    await ready();
    const menu = menuFor('MID-BEX-1, vice-captain');
    fireEvent.click(within(menu).getByRole('button', { name: 'Make Captain' }));
    expect(screen.getByRole('button', { name: 'MID-BEX-1, captain' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ødegaard, vice-captain' })).toBeTruthy();
  });

  it('plays Bench Boost, saves, says so and opens the Team Saved dialog', async () => {
    const api = manager();
    renderRoute('/my-team', api);
    await ready();
    fireEvent.click(screen.getByRole('button', { name: 'Bench Boost: Play' }));
    // A dialog explains the chip and asks to confirm before it is pending.
    const confirm = screen.getByRole('dialog', { name: 'Play Bench Boost?' });
    expect(confirm.textContent).toMatch(/points scored by your substitutes/);
    // The page behind the dialog is hidden from assistive technology while it is open.
    expect(screen.getByRole('button', { name: 'Bench Boost: Play', hidden: true })).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Play Bench Boost' }));
    expect(screen.getByRole('button', { name: 'Bench Boost: Pending' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save Your Team' }));
    const dialog = await screen.findByRole('dialog', { name: 'Team Saved' });
    expect(within(dialog).getByRole('link', { name: 'View my Leagues' }).getAttribute('href')).toBe(
      '/leagues',
    );
    expect(within(dialog).getByRole('link', { name: 'Play Fantasy Challenge' })).toBeTruthy();
    expect(screen.getByText('Your team has been saved.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Bench Boost: Active', hidden: true })).toBeTruthy();
    const call = api.calls.find((c) => c.method === 'POST' && c.path === '/api/my-team/99/')!;
    expect((call.body as { chip: string }).chip).toBe('bboost');
    expect((call.body as { picks: unknown[] }).picks).toHaveLength(15);
  });

  it('shows a placeholder, never a wrong fixture, while the fixtures load', async () => {
    const api = manager();
    const inner = api.fetch;
    let answer: (response: Response) => void = () => {};
    api.fetch = (input, options) =>
      new URL(String(input), 'http://localhost').pathname === '/api/fixtures/'
        ? new Promise((resolve) => (answer = resolve))
        : inner(input, options);
    const { container } = renderRoute('/my-team', api);
    await ready();
    const captions = () =>
      [...container.querySelectorAll('.pitch-card__caption')].map((c) => c.textContent);
    expect(captions()).toHaveLength(0);
    expect(container.querySelectorAll('.pitch-card__pending')).toHaveLength(15);
    expect(screen.queryByText('None')).toBeNull();
    answer(
      new Response(JSON.stringify([{ id: 1, event: 1, team_h: 1, team_a: 2 }]), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
    await waitFor(() => expect(captions()).toContain('BEX (H)'));
    // Clubs without a match this gameweek say so once the fixtures are known.
    expect(captions()).toContain('None');
  });

  it('says why each unavailable chip cannot be played', async () => {
    const api = manager();
    api.myTeam!.chips = [
      { ...api.myTeam!.chips[0]!, status_for_entry: 'active' },
      { ...api.myTeam!.chips[1]!, status_for_entry: 'unavailable' },
    ];
    renderRoute('/my-team', api);
    await ready();
    const reason = (name: string) =>
      screen.getByRole('button', { name: `${name}: Unavailable` }).closest('li')!.textContent;
    expect(reason('Triple Captain')).toContain('Another chip is active this gameweek');
    api.myTeam!.chips = api.myTeam!.chips.map((c) => ({
      ...c,
      status_for_entry: 'unavailable',
      ...(c.name === 'bboost' ? { played_by_entry: [1] } : { start_event: 5 }),
    }));
    cleanup();
    renderRoute('/my-team', api);
    await ready();
    expect(reason('Bench Boost')).toContain('Played in GW 1');
    expect(reason('Triple Captain')).toContain('Not available until GW 5');
  });

  it('offers Triple Captain once an active Bench Boost is cancelled, and holds Bench Boost while it is pending', async () => {
    const api = manager();
    // As the server reports a gameweek with Bench Boost played: the other team chip is out.
    api.myTeam!.chips = [
      { ...api.myTeam!.chips[0]!, status_for_entry: 'active', played_by_entry: [1] },
      { ...api.myTeam!.chips[1]!, status_for_entry: 'unavailable' },
    ];
    renderRoute('/my-team', api);
    await ready();
    fireEvent.click(screen.getByRole('button', { name: 'Bench Boost: Active' }));
    expect(screen.getByRole('button', { name: 'Bench Boost: Play' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Triple Captain: Play' }));
    fireEvent.click(
      within(screen.getByRole('dialog', { name: 'Play Triple Captain?' })).getByRole('button', {
        name: 'Play Triple Captain',
      }),
    );
    expect(screen.getByRole('button', { name: 'Triple Captain: Pending' })).toBeTruthy();
    const boost = screen.getByRole('button', { name: 'Bench Boost: Unavailable' });
    expect(boost.closest('li')!.textContent).toContain('Another chip is active this gameweek');
  });

  it('takes down Your team has been saved once there are unsaved changes again', async () => {
    renderRoute('/my-team', manager());
    await ready();
    const captain = (label: string) =>
      fireEvent.click(within(menuFor(label)).getByRole('button', { name: 'Make Captain' }));
    captain('MID-BEX-1, vice-captain');
    fireEvent.click(screen.getByRole('button', { name: 'Save Your Team' }));
    fireEvent.keyDown(await screen.findByRole('dialog', { name: 'Team Saved' }), {
      key: 'Escape',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('Your team has been saved.')).toBeTruthy();
    captain('Ødegaard, vice-captain');
    expect(
      (screen.getByRole('button', { name: 'Save Your Team' }) as HTMLButtonElement).disabled,
    ).toBe(false);
    expect(screen.queryByText('Your team has been saved.')).toBeNull();
  });

  it('shows Starters and Substitutes with their columns in the list view', async () => {
    renderRoute('/my-team', manager());
    await ready();
    fireEvent.click(screen.getByRole('tab', { name: 'List View' }));
    const starters = screen.getByRole('table', { name: 'Starters' });
    const headings = within(starters)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headings).toEqual(['Player', 'Pos', 'Form', 'GW points', 'Pts', 'Fix']);
    expect(within(starters).getAllByRole('row')).toHaveLength(12);
    expect(
      within(screen.getByRole('table', { name: 'Substitutes' })).getAllByRole('row'),
    ).toHaveLength(5);
  });

  it('leaves for home when no gameweek is left', async () => {
    const api = manager();
    api.events = [gameEvent(38, { is_current: true, finished: true })];
    const { router } = renderRoute('/my-team', api);
    await waitFor(() => expect(router.location.pathname).toBe('/'), { timeout: 5000 });
  });

  it('asks for no live points of a gameweek the team did not play', async () => {
    const playing = () => {
      const api = manager();
      api.events = [gameEvent(3, { is_current: true }), gameEvent(4, { is_next: true })];
      return api;
    };
    const livePicks = (api: ReturnType<typeof manager>) =>
      api.calls.filter((c) => c.path === '/api/entry/99/event/3/picks/');

    const veteran = playing();
    renderRoute('/my-team', veteran);
    await ready();
    await waitFor(() => expect(livePicks(veteran)).toHaveLength(1));

    cleanup();
    const newcomer = playing();
    newcomer.startedEvent = 4;
    renderRoute('/my-team', newcomer);
    await ready();
    expect(newcomer.calls.some((c) => c.path === '/api/fixtures/')).toBe(true);
    expect(livePicks(newcomer)).toHaveLength(0);
  });
});
