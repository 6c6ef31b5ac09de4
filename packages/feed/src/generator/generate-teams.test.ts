import { seededRng } from '@ofl/engine';
import { describe, expect, it } from 'vitest';
import { contrastRatio } from './generate-kits';
import { generateTeams } from './generate-teams';
import { CLUB_POOL } from './club-pool';

const HEX = /^#[0-9a-f]{6}$/;

describe('generateTeams', () => {
  const teams = generateTeams(seededRng(11));

  it('makes 20 clubs with ids 1-20 in alphabetical order', () => {
    expect(teams.map((t) => t.id)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    const names = teams.map((t) => t.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });

  it('gives every club a unique three-letter short name', () => {
    const shorts = teams.map((t) => t.short_name);
    expect(new Set(shorts).size).toBe(20);
    for (const s of shorts) expect(s).toMatch(/^[A-Z]{3}$/);
  });

  it('keeps the whole pool of short names unique, so any draw of clubs is', () => {
    expect(new Set(CLUB_POOL.map((c) => c.short_name)).size).toBe(CLUB_POOL.length);
    expect(new Set(CLUB_POOL.map((c) => c.name)).size).toBe(CLUB_POOL.length);
  });

  it('gives unique codes and pulse ids', () => {
    expect(new Set(teams.map((t) => t.code)).size).toBe(20);
    expect(new Set(teams.map((t) => t.pulse_id)).size).toBe(20);
  });

  it('rates clubs 1-5 with strength numbers that rise with the tier', () => {
    for (const t of teams) {
      expect(t.strength).toBeGreaterThanOrEqual(1);
      expect(t.strength).toBeLessThanOrEqual(5);
      for (const n of [t.strength_overall_home, t.strength_attack_away, t.strength_defence_home]) {
        expect(n).toBeGreaterThanOrEqual(900);
        expect(n).toBeLessThanOrEqual(1450);
      }
    }
    const mean = (tier: number) => {
      const group = teams.filter((t) => t.strength === tier);
      return group.reduce((s, t) => s + t.strength_overall_home, 0) / group.length;
    };
    expect(mean(5)).toBeGreaterThan(mean(3));
    expect(mean(3)).toBeGreaterThan(mean(2));
  });

  it('dresses every club in its own readable kit', () => {
    expect(new Set(teams.map((t) => t.kit.shirt)).size).toBe(20);
    for (const { kit } of teams) {
      for (const colour of [kit.shirt, kit.sleeves, kit.shorts, kit.socks, kit.secondary]) {
        expect(colour).toMatch(HEX);
      }
      expect(['plain', 'stripes', 'hoops']).toContain(kit.style);
      expect(contrastRatio(kit.shirt, kit.secondary)).toBeGreaterThanOrEqual(3);
    }
  });
});

describe('contrastRatio', () => {
  it('is 21 for black on white and 1 for a colour on itself', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#c8102e', '#c8102e')).toBeCloseTo(1, 5);
  });
});
