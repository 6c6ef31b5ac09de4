import { describe, expect, it } from 'vitest';
import { selectedByPercent } from './ownership';

describe('selectedByPercent', () => {
  it('writes the share of all teams with one decimal', () => {
    expect(selectedByPercent(625, 1000)).toBe('62.5');
    expect(selectedByPercent(1, 3)).toBe('33.3');
    expect(selectedByPercent(2, 3)).toBe('66.7');
  });

  it('writes a player in every squad as "100.0" and one in none as "0.0"', () => {
    expect(selectedByPercent(40, 40)).toBe('100.0');
    expect(selectedByPercent(0, 40)).toBe('0.0');
  });

  it('gives "0.0" before anyone has registered', () => {
    expect(selectedByPercent(0, 0)).toBe('0.0');
  });

  it('rounds a tiny ownership in a huge game to the nearest tenth', () => {
    expect(selectedByPercent(6_000, 13_107_732)).toBe('0.0');
    expect(selectedByPercent(7_000, 13_107_732)).toBe('0.1');
  });
});
