import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { aPlayer, gameEvent } from '../../../testing/fake-api';
import { renderRoute } from '../../../testing/render-route';
import { aMyTeam, gameApi } from '../../../testing/game-api';
import { withRoutes } from '../../../testing/with-routes';
import { anEntry, aPicksHistory } from '../../../testing/entry-api';

const events = [
  gameEvent(2, { is_previous: true, finished: true }),
  gameEvent(3, { is_current: true }),
  gameEvent(4, { is_next: true }),
];

// Arlington (1) and Bexley (2) are playing; Calder (3) hosts Dunmore (4) on Saturday at 14:00.
const fixtures = [
  {
    id: 1,
    event: 3,
    team_h: 1,
    team_a: 2,
    kickoff_time: '2025-09-06T11:30:00Z',
    started: true,
    finished: false,
    finished_provisional: false,
  },
  {
    id: 2,
    event: 3,
    team_h: 3,
    team_a: 4,
    kickoff_time: '2025-09-06T14:00:00Z',
    started: false,
    finished: false,
    finished_provisional: false,
  },
];

// The points payload's picks carry no prices.
const picks = aMyTeam().picks.map((p) => ({
  element: p.element,
  position: p.position,
  multiplier: p.multiplier,
  is_captain: p.is_captain,
  is_vice_captain: p.is_vice_captain,
  element_type: p.element_type,
}));

/** The live payload: Arlington's and Bexley's players on the pitch with 2 points, Calder's not yet. */
const live = {
  elements: picks.map((p) => {
    const playing = p.element <= 30;
    return {
      id: p.element,
      stats: { total_points: playing ? 2 : 0, minutes: playing ? 60 : 0, played: playing },
      explain: [],
    };
  }),
};

const ownership = (effective: number) => ({
  all: { selected: 40, captained: 10, effective },
  top_10k: { selected: 60, captained: 20, effective: effective + 20 },
});

/** Entry 12's gameweek 3 as the API answers it: its picks row, the live points, the fixtures. */
function gameweek3(row: Record<string, unknown>, liveBody: unknown = live, fixtureList = fixtures) {
  return withRoutes(gameApi({ player: aPlayer(12), events }), {
    'GET /api/entry/12/': () => [200, anEntry(12)],
    'GET /api/entry/12/event/3/picks/': () => [
      200,
      { active_chip: null, automatic_subs: [], picks, ...row },
    ],
    'GET /api/event/3/live/': () => [200, liveBody],
    'GET /api/fixtures/': () => [200, fixtureList],
  });
}

function server(rank: number | null, liveRanks?: { overall: number; last: number }) {
  return gameweek3(
    {
      entry_history: aPicksHistory(3, {
        rank,
        ...(liveRanks && {
          overall_rank: liveRanks.overall,
          last_overall_rank: liveRanks.last,
          provisional: true,
        }),
      }),
    },
    liveRanks
      ? { ...live, elements: live.elements.map((e) => ({ ...e, ownership: ownership(150) })) }
      : live,
  );
}

describe('a live gameweek', () => {
  it('shows the opponent and kick-off of players still to play and marks those playing', async () => {
    renderRoute('/entry/12/event/3', server(null));
    const waiting = await screen.findByRole('button', {
      name: 'DEF-CAL-1, plays DUN (H) Sat 14:00',
    });
    const waitingCaption = waiting.parentElement!.querySelector('.pitch-card__caption')!;
    expect(waitingCaption.textContent).toBe('DUN (H) Sat 14:00');
    const playing = screen.getByRole('button', { name: 'GKP-ARL-1, 2 points, playing now' });
    expect(playing.parentElement!.querySelector('.pitch-card__caption')!.textContent).toBe('2 pts');
    expect(screen.getByText('GW Rank').nextSibling?.textContent).toBe('Updated after the gameweek');

    fireEvent.click(screen.getByRole('tab', { name: 'List View' }));
    const row = screen.getByRole('button', { name: 'DEF-CAL-1, plays DUN (H) Sat 14:00' });
    expect(within(row.closest('tr')!).getByText('DUN (H) Sat 14:00')).toBeTruthy();
  });

  it('shows the captain’s doubled points on his card', async () => {
    renderRoute('/entry/12/event/3', server(4321));
    // Ødegaard (8) is captain: 2 points doubled.
    const captain = await screen.findByRole('button', {
      name: 'Ødegaard, 4 points, captain, playing now',
    });
    expect(captain.parentElement!.querySelector('.pitch-card__caption')!.textContent).toBe('4 pts');
    expect(screen.getByText('GW Rank').nextSibling?.textContent).toBe('4,321');
  });

  it('shows the live rank with its arrow and what a player’s points do to it', async () => {
    renderRoute('/entry/12/event/3', server(812, { overall: 10_500, last: 20_000 }));
    const label = await screen.findByText('Live Rank');
    const value = label.nextSibling as HTMLElement;
    expect(value.textContent).toBe('▲ 10,500');
    expect(within(value).getByLabelText('Up')).toBeTruthy();
    expect(screen.getByText('GW Rank').nextSibling?.textContent).toBe('812');
    // The captain (2x) against an effective ownership of 150%: his goals lift this manager.
    fireEvent.click(
      screen.getByRole('button', { name: 'Ødegaard, 4 points, captain, playing now' }),
    );
    expect(await screen.findByText('Your rank rises if he scores')).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Ownership this gameweek' })).toBeTruthy();
  });
});

describe('provisional automatic substitutions', () => {
  // Arlington v Bexley is over; DEF-ARL-1 (3) did not play and DEF-BEX-2 (19) came on for him.
  const over = fixtures.map((f) => (f.id === 1 ? { ...f, finished_provisional: true } : f));
  const liveOver = {
    elements: live.elements.map((e) =>
      e.id === 3 ? { ...e, stats: { total_points: 0, minutes: 0, played: false } } : e,
    ),
  };
  const sub = { entry: 12, element_in: 19, element_out: 3, event: 3 };

  function scene(subs?: (typeof sub)[]) {
    return gameweek3(
      {
        ...(subs && { provisional_automatic_subs: subs }),
        entry_history: aPicksHistory(3, { points: 20 }),
      },
      liveOver,
      over,
    );
  }

  it('plays them on the pitch and in the list, marked provisional, so the pitch adds up to the total', async () => {
    renderRoute('/entry/12/event/3', scene([sub]));
    await screen.findByText('Latest Points');
    // Nine starters of the finished match at 2, the captain's doubled, two still to play.
    await waitFor(() => expect(screen.getByTestId('event-points').textContent).toBe('20'));
    const bench = screen.getByRole('group', { name: 'Substitutes' });
    expect(within(bench).getByRole('button', { name: /^DEF-ARL-1, 0 points/ })).toBeTruthy();
    expect(within(bench).queryByRole('button', { name: /^DEF-BEX-2/ })).toBeNull();
    const table = screen.getByRole('table', { name: 'Automatic Substitutions' });
    expect(within(table).getAllByRole('row')[1]!.textContent).toBe('DEF-ARL-1DEF-BEX-2');
    expect(screen.getByText('Provisional')).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: 'List View' }));
    const starters = screen.getByRole('table', { name: 'Starters' });
    expect(within(starters).getByRole('button', { name: /^DEF-BEX-2, 2 points/ })).toBeTruthy();
    expect(within(starters).queryByRole('button', { name: /^DEF-ARL-1/ })).toBeNull();
  });

  it('leaves the saved line-up as it is without them', async () => {
    renderRoute('/entry/12/event/3', scene());
    await screen.findByText('Latest Points');
    await waitFor(() => expect(screen.getByTestId('event-points').textContent).toBe('18'));
    expect(screen.getByText('No automatic substitutions were made.')).toBeTruthy();
    expect(screen.queryByText('Provisional')).toBeNull();
  });
});
