import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { aPlayer, fakeApi, gameEvent } from '../../../testing/fake-api';
import { renderRoute } from '../../../testing/render-route';
import { withRoutes } from '../../../testing/with-routes';
import type { Handler } from '../../../testing/with-routes';
import { aLeague } from './league-api';

const manager = (routes: Record<string, Handler> = {}) =>
  withRoutes(
    fakeApi({
      player: aPlayer(12),
      events: [gameEvent(1, { is_current: true }), gameEvent(2, { is_next: true }), gameEvent(3)],
    }),
    routes,
  );

const refused =
  (code: string): Handler =>
  () => [400, { non_field_errors: [{ code }] }];

describe('the create and join hubs', () => {
  it('lead from Create and Join Leagues to each kind of league', async () => {
    const { router } = renderRoute('/leagues/create-join', manager());
    fireEvent.click(await screen.findByRole('link', { name: 'Create a league' }));
    fireEvent.click(await screen.findByRole('link', { name: 'Create a Classic League' }));
    await screen.findByRole('heading', { name: 'Create a Classic League & Cup' });
    await router.navigate('/leagues/create-join');
    fireEvent.click(await screen.findByRole('link', { name: 'Join a league' }));
    expect(
      (await screen.findByRole('link', { name: 'Join an Invitational League' })).getAttribute(
        'href',
      ),
    ).toBe('/leagues/join/private');
    expect(screen.getByRole('link', { name: 'Join a Public League' }).getAttribute('href')).toBe(
      '/leagues/join/public',
    );
  });
});

describe('Create a Classic League & Cup', () => {
  it('keeps Create off until every field is set, then opens the new league to invite', async () => {
    let release: () => void = () => {};
    const api = manager({
      'POST /api/leagues-classic/': () => [201, aLeague(40, { name: 'Office' })],
      'GET /api/leagues-classic/40/': () => [200, aLeague(40, { name: 'Office', code: 'k3x9qa' })],
    });
    const inner = api.fetch;
    api.fetch = async (input, init) => {
      if (String(input).endsWith('/api/leagues-classic/')) {
        await new Promise<void>((resolve) => (release = resolve));
      }
      return inner(input, init);
    };
    const { router } = renderRoute('/leagues/create/classic', api);
    const create = await screen.findByRole('button', { name: 'Create League' });
    expect(create.hasAttribute('disabled')).toBe(true);
    const name = screen.getByLabelText('League name');
    expect(name.getAttribute('maxLength')).toBe('30');
    fireEvent.change(name, { target: { value: 'Office' } });
    expect(create.hasAttribute('disabled')).toBe(true);
    fireEvent.change(screen.getByLabelText('Who can see the league code'), {
      target: { value: 'l' },
    });
    const starts = screen.getByLabelText('Scoring starts');
    expect([...starts.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'Gameweek 2',
      'Gameweek 3',
    ]);
    fireEvent.change(starts, { target: { value: '3' } });
    fireEvent.click(screen.getByLabelText('Add a cup to this league'));
    expect(create.hasAttribute('disabled')).toBe(false);
    fireEvent.click(create);
    const wait = await screen.findByRole('button', { name: 'Please wait...' });
    expect(wait.hasAttribute('disabled')).toBe(true);
    release();
    await waitFor(() => expect(router.location.pathname).toBe('/leagues/40/invite'));
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: 'Office',
      code_privacy: 'l',
      start_event: 3,
      has_cup: true,
    });
    expect(await screen.findByText('k3x9qa')).toBeTruthy();
  });

  it('says how many invitational leagues a manager may enter when he is at the limit', async () => {
    renderRoute(
      '/leagues/create/classic',
      manager({ 'POST /api/leagues-classic/': refused('max_private_entries') }),
    );
    fireEvent.change(await screen.findByLabelText('League name'), {
      target: { value: 'One more' },
    });
    fireEvent.change(screen.getByLabelText('Who can see the league code'), {
      target: { value: 'p' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Create League' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'You may only enter 30 invitational leagues',
    );
  });
});

describe('Join an Invitational League', () => {
  it('needs a code, then joins and goes to the leagues', async () => {
    const api = manager({ 'POST /api/leagues-private/join/': () => [201, {}] });
    const { router } = renderRoute('/leagues/join/private', api);
    const join = await screen.findByRole('button', { name: 'Join League' });
    expect(join.hasAttribute('disabled')).toBe(true);
    fireEvent.change(screen.getByLabelText('League code'), { target: { value: '  k3x9qa ' } });
    fireEvent.click(join);
    await waitFor(() => expect(router.location.pathname).toBe('/leagues'));
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ code: 'k3x9qa', entry: 12 });
  });

  it.each([
    ['max_length', 'Invalid code entered. Please check the code.'],
    [
      'invalid',
      'Invalid code entered. Please check the code and confirm with the league administrator if you are still having problems.',
    ],
    ['league_closed', 'This league is closed to new entries.'],
    ['already_joined', 'You are already entered in this league.'],
    ['entry_banned', 'The creator of this league has banned you from entering.'],
    [
      'max_private_entries',
      'You are in the maximum number of 30 invitational leagues & cups. Before you can join a new league you will need to leave one of these leagues.',
    ],
    ['something_new', 'something_new'],
  ])('shows the text of %s and stays on the page', async (code, text) => {
    const { router } = renderRoute(
      '/leagues/join/private',
      manager({ 'POST /api/leagues-private/join/': refused(code) }),
    );
    fireEvent.change(await screen.findByLabelText('League code'), { target: { value: 'abc' } });
    fireEvent.click(screen.getByRole('button', { name: 'Join League' }));
    expect((await screen.findByRole('alert')).textContent).toBe(text);
    expect(router.location.pathname).toBe('/leagues/join/private');
  });
});

describe('a pasted code longer than any league code', () => {
  it('is refused on the page with the max_length text, without asking the server', async () => {
    const api = manager({
      // What the server answers a code past its body limit.
      'POST /api/leagues-private/join/': () => [400, { code: ['Invalid code entered.'] }],
    });
    renderRoute('/leagues/join/private', api);
    fireEvent.change(await screen.findByLabelText('League code'), {
      target: { value: 'x'.repeat(300) },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Join League' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Invalid code entered. Please check the code.',
    );
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);
  });
});

describe('Join a Public League', () => {
  it('places the team in a public classic league, then shows the leagues', async () => {
    const api = manager({ 'POST /api/leagues-public/join/': () => [201, {}] });
    const { router } = renderRoute('/leagues/join/public', api);
    expect(await screen.findByText(/up to 20 teams picked at random/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Join a Classic League' }));
    await waitFor(() => expect(router.location.pathname).toBe('/leagues'));
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ scoring: 'c', entry: 12 });
  });

  it('says the public league limit', async () => {
    renderRoute(
      '/leagues/join/public',
      manager({ 'POST /api/leagues-public/join/': refused('public_league_max_exceeded') }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Join a Classic League' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'You may only enter 5 public leagues',
    );
  });

  it('is closed once the last deadline has passed', async () => {
    const api = withRoutes(
      fakeApi({ player: aPlayer(12), events: [gameEvent(1, { is_current: true })] }),
      {},
    );
    renderRoute('/leagues/join/public', api);
    expect(
      await screen.findByText('Public leagues can no longer be joined this season.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Join a Classic League' })).toBeNull();
  });
});
