import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { aPlayer } from '../../../testing/fake-api';
import { renderRoute } from '../../../testing/render-route';
import { aMyTeam, gameApi } from '../../../testing/game-api';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A manager in a gameweek with one free transfer; the fake answers POST transfers/ with `answer`. */
function manager(transfers: Record<string, unknown>, answer?: Response) {
  const api = gameApi({ player: aPlayer(99) });
  const team = aMyTeam();
  // Ødegaard (8) was bought cheaper than today: he sells for less than he costs.
  team.picks = team.picks.map((p) => (p.element === 8 ? { ...p, selling_price: 60 } : p));
  team.transfers = { ...team.transfers, status: 'cost', ...transfers };
  team.chips = [
    ...team.chips,
    {
      id: 1,
      name: 'wildcard',
      number: 1,
      start_event: 1,
      stop_event: 19,
      chip_type: 'transfer',
      status_for_entry: 'available',
      played_by_entry: [],
      is_pending: false,
    },
  ];
  api.myTeam = team;
  const sent: unknown[] = [];
  const base = api.fetch;
  api.fetch = async (input, options) => {
    const url = new URL(String(input), 'http://localhost');
    if (options?.method === 'POST' && url.pathname === '/api/transfers/') {
      sent.push(JSON.parse(String(options.body)));
      return answer ?? json(200, api.myTeam);
    }
    if (url.pathname === '/api/bootstrap-static/') {
      // The fake's squad has six players of a club; the club limit is not what these tests are about.
      const game = (await (await base(input, options)).json()) as Record<string, unknown>;
      const settings = game.game_settings as Record<string, unknown>;
      return json(200, { ...game, game_settings: { ...settings, squad_team_limit: 15 } });
    }
    return base(input, options);
  };
  return { api, sent };
}

const ready = () => screen.findByRole('button', { name: 'Make Transfers' }, { timeout: 5000 });
const value = (label: string) =>
  within(screen.getByRole('list', { name: 'Scoreboard' }))
    .getByText(label)
    .parentElement!.querySelector('.scoreboard__value')!.textContent;

/** Adds a player found by name in the player list. */
function add(name: string) {
  fireEvent.change(screen.getByLabelText('Search player list'), { target: { value: name } });
  fireEvent.click(screen.getByRole('button', { name: `Add ${name}` }));
}

/** Sells two midfielders and buys two others of the same clubs. */
function twoTransfers() {
  fireEvent.click(screen.getByRole('button', { name: 'Remove Ødegaard' }));
  add('MID-ARL-3');
  fireEvent.click(screen.getByRole('button', { name: 'Remove MID-BEX-1' }));
  add('MID-BEX-3');
}

describe('Transfers', { timeout: 20_000 }, () => {
  it('costs 4 points for the second transfer and sends selling prices from my-team', async () => {
    const { api, sent } = manager({ limit: 1, made: 0 });
    const { router } = renderRoute('/transfers', api);
    await ready();
    expect(value('Free Transfers')).toBe('1');
    fireEvent.click(screen.getByRole('button', { name: 'Remove Ødegaard' }));
    expect(screen.getByRole('button', { name: 'Restore Ødegaard' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Restore Ødegaard' }));
    expect(
      (screen.getByRole('button', { name: 'Make Transfers' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    twoTransfers();
    expect(value('Cost')).toBe('-4 pts');
    fireEvent.click(screen.getByRole('button', { name: 'Make Transfers' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm Transfers' });
    expect(within(dialog).getByText('Cost: -4 pts')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm Transfers' }));
    await waitFor(() => expect(router.location.pathname).toBe('/my-team'));
    expect(sent).toEqual([
      {
        chip: null,
        entry: 99,
        event: 1,
        transfers: [
          expect.objectContaining({ element_out: 8, element_in: 10, selling_price: 60 }),
          expect.objectContaining({ element_out: 23, element_in: 25 }),
        ],
      },
    ]);
  });

  it('offers Reset after only removing a player, and Reset brings him back', async () => {
    const { api } = manager({ limit: 1, made: 0 });
    renderRoute('/transfers', api);
    await ready();
    const reset = () => screen.getByRole('button', { name: 'Reset' }) as HTMLButtonElement;
    expect(reset().disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Ødegaard' }));
    expect(reset().disabled).toBe(false);
    fireEvent.click(reset());
    expect(screen.getByRole('button', { name: 'Remove Ødegaard' })).toBeTruthy();
    expect(reset().disabled).toBe(true);
  });

  it('keeps the dialog open with the cap message when the server refuses a 21st transfer', async () => {
    const refusal = json(400, {
      non_field_errors: [{ code: 'transfer_cap_exceeded', message: 'over the cap' }],
    });
    const { api } = manager({ limit: 1, made: 0 }, refusal);
    const { router } = renderRoute('/transfers', api);
    await ready();
    twoTransfers();
    fireEvent.click(screen.getByRole('button', { name: 'Make Transfers' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm Transfers' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm Transfers' }));
    await within(dialog).findByText(
      'Unable to confirm transfers as they will take you over the limit of 20 transfers in a single Gameweek.',
    );
    expect(router.location.pathname).toBe('/transfers');
  });

  it('asks before a Wildcard after two transfers, then makes every transfer free', async () => {
    const { api } = manager({ limit: 1, made: 2 });
    renderRoute('/transfers', api);
    await ready();
    twoTransfers();
    expect(value('Cost')).toBe('-8 pts');
    fireEvent.click(screen.getByRole('button', { name: 'Wildcard: Play' }));
    const confirm = screen.getByRole('dialog', { name: 'Play Wildcard?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Play Wildcard' }));
    expect(screen.getByRole('button', { name: 'Wildcard: Pending' })).toBeTruthy();
    expect(value('Free Transfers')).toBe('Unlimited');
    expect(value('Cost')).toBe('0 pts');
  });
});
