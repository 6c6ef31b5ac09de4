import { describe, expect, it } from 'vitest';
import { matchesInFormWindow, playerForm, playerFormTenths, pointsPerGame } from './player-form';

const now = '2025-03-31T12:00:00Z';
const match = (kickoffTime: string, points: number) => ({ kickoffTime, points });

describe('playerForm', () => {
  it('averages the points of the club matches of the last 30 days', () => {
    const matches = [
      match('2025-03-08T15:00:00Z', 8),
      match('2025-03-15T15:00:00Z', 2),
      match('2025-03-29T15:00:00Z', 5),
    ];
    expect(playerForm(matches, now)).toBe('5.0');
  });

  it('counts a club match he missed as 0 points', () => {
    const matches = [match('2025-03-15T15:00:00Z', 9), match('2025-03-22T15:00:00Z', 0)];
    expect(playerForm(matches, now)).toBe('4.5');
  });

  it('leaves out matches older than 30 days and matches after now', () => {
    const matches = [
      match('2025-02-28T15:00:00Z', 20),
      match('2025-03-20T15:00:00Z', 6),
      match('2025-04-02T15:00:00Z', 15),
    ];
    expect(matchesInFormWindow(matches, now)).toEqual([matches[1]]);
    expect(playerFormTenths(matches, now)).toBe(60);
  });

  it('gives "0.0" when the club has not played in the window', () => {
    expect(playerForm([], now)).toBe('0.0');
  });

  it('takes a shorter window when asked', () => {
    const matches = [match('2025-03-20T15:00:00Z', 10), match('2025-03-30T15:00:00Z', 2)];
    expect(playerForm(matches, now, 7)).toBe('2.0');
  });

  it('keeps negative form, as a red card week can give', () => {
    expect(playerForm([match('2025-03-30T15:00:00Z', -2)], now)).toBe('-2.0');
  });
});

describe('pointsPerGame', () => {
  it('divides the total by the matches he appeared in', () => {
    expect(pointsPerGame(239, 35)).toBe('6.8');
  });

  it('gives "0.0" before his first appearance', () => {
    expect(pointsPerGame(0, 0)).toBe('0.0');
  });
});
