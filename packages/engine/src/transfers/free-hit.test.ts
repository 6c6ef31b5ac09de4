import { describe, expect, it } from 'vitest';
import type { ElementId, TeamId } from '../types';
import { money } from '../types';
import { squadCarriedInto, type SquadSnapshot } from './free-hit';

const snapshot = (
  event: number,
  first: number,
  chip: SquadSnapshot['chip'] = null,
): SquadSnapshot => ({
  event,
  chip,
  bank: money(event),
  squad: [
    { element: first as ElementId, element_type: 1, team: 1 as TeamId, purchase_price: money(45) },
  ],
});

describe('squad carried into a gameweek', () => {
  it('is the squad frozen at the last deadline', () => {
    expect(squadCarriedInto([snapshot(1, 10), snapshot(2, 20)], 3)?.squad[0]?.element).toBe(20);
  });

  it('restores the squad and bank from before a Free Hit the gameweek after it', () => {
    const carried = squadCarriedInto(
      [snapshot(1, 10), snapshot(2, 20), snapshot(3, 30, 'freehit')],
      4,
    );
    expect(carried?.squad[0]?.element).toBe(20);
    expect(carried?.bank).toBe(2);
  });

  it('is the Free Hit squad itself during the Free Hit gameweek', () => {
    const snapshots = [snapshot(1, 10), snapshot(2, 20, 'freehit')];
    expect(squadCarriedInto(snapshots, 2)?.squad[0]?.element).toBe(10);
  });

  it('is nothing before the first deadline', () => {
    expect(squadCarriedInto([], 1)).toBeUndefined();
  });
});
