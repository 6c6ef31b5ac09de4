import { describe, expect, it } from 'vitest';

import { navItems } from './nav-items';
import type { NavState } from './nav-items';

const manager = (state: Partial<NavState>): NavState => ({
  loggedIn: true,
  entry: 12,
  hasNextEvent: true,
  origin: 'https://game.example',
  ...state,
});
const labels = (state: NavState) => navItems(state).map((item) => item.label);

describe('navigation for a manager with a team', () => {
  it('says Home and hides Points before the first gameweek', () => {
    const items = labels(manager({}));
    expect(items[0]).toBe('Home');
    expect(items).not.toContain('Points');
    expect(items).toContain('Pick Team');
  });

  it('hides Points from a team that started after the current gameweek', () => {
    expect(labels(manager({ currentEventId: 4, startedEvent: 5 }))).not.toContain('Points');
    expect(labels(manager({ currentEventId: 4 }))).not.toContain('Points');
  });

  it('links Points to the entry page of the current gameweek', () => {
    const points = navItems(manager({ currentEventId: 4, startedEvent: 4 })).find(
      (item) => item.label === 'Points',
    );
    expect(points).toEqual({ label: 'Points', to: '/entry/12/event/4' });
  });

  it('hides Pick Team once no deadline is left', () => {
    expect(labels(manager({ currentEventId: 38, hasNextEvent: false }))).not.toContain('Pick Team');
  });

  it('lists the full navigation in order, ending with Sign Out', () => {
    expect(labels(manager({ currentEventId: 2, startedEvent: 1 }))).toEqual([
      'Status',
      'Points',
      'Pick Team',
      'Transfers',
      'Leagues & Cups',
      'Fixtures',
      'The Scout',
      'Podcast',
      'Stats',
      'Prizes',
      'Help',
      'FPL Challenge',
      'Sign Out',
    ]);
  });
});
