import { describe, expect, it } from 'vitest';
import { DEADLINE_BEFORE_KICKOFF_MS } from './generate-events';
import { seasonFor } from './test-season';
import { isBritishSummerTime, utcToUkLocal } from './uk-time';
import type { DemoSeason } from './types';

const ms = (iso: string) => Date.parse(iso);
const ukLocal = (iso: string) => new Date(utcToUkLocal(ms(iso)));
const kickoffsOf = (season: DemoSeason, event: number) =>
  season.fixtures.filter((f) => f.event === event).map((f) => ms(f.kickoff_time));

describe('the calendar of a demo season', () => {
  const season = seasonFor(8);

  it('has 38 gameweeks named Gameweek 1 to 38', () => {
    expect(season.events.map((e) => e.id)).toEqual(Array.from({ length: 38 }, (_, i) => i + 1));
    expect(season.events[0]!.name).toBe('Gameweek 1');
    expect(season.events[37]!.name).toBe('Gameweek 38');
  });

  it('has 380 fixtures, 10 in every gameweek, each club once per gameweek', () => {
    expect(season.fixtures).toHaveLength(380);
    for (const event of season.events) {
      const fixtures = season.fixtures.filter((f) => f.event === event.id);
      expect(fixtures).toHaveLength(10);
      expect(new Set(fixtures.flatMap((f) => [f.team_h, f.team_a])).size).toBe(20);
    }
  });

  it('has every club meet every other once at home and once away', () => {
    const meetings = new Set(season.fixtures.map((f) => `${f.team_h}-${f.team_a}`));
    expect(meetings.size).toBe(380);
    for (const f of season.fixtures) expect(f.team_h).not.toBe(f.team_a);
  });

  it('starts the season at the given first kick-off', () => {
    expect(season.fixtures[0]!.kickoff_time).toBe('2025-08-15T19:00:00Z');
    expect(Math.min(...kickoffsOf(season, 1))).toBe(ms('2025-08-15T19:00:00Z'));
  });

  it('sets every deadline 90 minutes before its first kick-off, strictly increasing', () => {
    let previous = -Infinity;
    for (const event of season.events) {
      const deadline = ms(event.deadline_time);
      expect(Math.min(...kickoffsOf(season, event.id)) - deadline).toBe(DEADLINE_BEFORE_KICKOFF_MS);
      expect(event.deadline_time_epoch * 1000).toBe(deadline);
      expect(deadline).toBeGreaterThan(previous);
      previous = deadline;
    }
  });

  it('plays every gameweek out before the next deadline', () => {
    for (const event of season.events.slice(0, -1)) {
      const nextDeadline = ms(season.events[event.id]!.deadline_time);
      expect(Math.max(...kickoffsOf(season, event.id)) + 2 * 3_600_000).toBeLessThanOrEqual(
        nextDeadline,
      );
    }
  });

  it('spaces gameweeks a week apart, with a few midweek rounds', () => {
    const starts = season.events.map((e) => ms(e.deadline_time));
    const weekdays = season.events.map((e) => ukLocal(e.deadline_time).getUTCDay());
    const midweek = weekdays.filter((d) => d === 2).length;
    expect(midweek).toBeGreaterThanOrEqual(1);
    expect(midweek).toBeLessThanOrEqual(4);
    const span = (starts[37]! - starts[0]!) / 86_400_000;
    expect(span).toBeGreaterThan(37 * 7 - 1);
    expect(span).toBeLessThan(37 * 7 + 4);
  });

  it('kicks off at UK-realistic local times, mostly at weekends', () => {
    const localTimes = season.fixtures.map((f) => ukLocal(f.kickoff_time));
    for (const t of localTimes) {
      const minutes = t.getUTCHours() * 60 + t.getUTCMinutes();
      expect(minutes).toBeGreaterThanOrEqual(12 * 60);
      expect(minutes).toBeLessThanOrEqual(20 * 60 + 15);
    }
    const weekend = localTimes.filter((t) => t.getUTCDay() === 0 || t.getUTCDay() === 6).length;
    expect(weekend / localTimes.length).toBeGreaterThan(0.6);
    expect(
      localTimes.filter((t) => t.getUTCDay() === 6 && t.getUTCHours() === 15).length,
    ).toBeGreaterThan(60);
  });

  it('writes times in UTC without milliseconds, like the API', () => {
    for (const f of season.fixtures) {
      expect(f.kickoff_time).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:00Z$/);
    }
    for (const e of season.events) {
      expect(e.deadline_time).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:00Z$/);
    }
  });

  it('numbers fixtures by gameweek and kick-off with unique codes', () => {
    season.fixtures.forEach((f, i) => {
      expect(f.id).toBe(i + 1);
      const next = season.fixtures[i + 1];
      if (next) {
        expect(next.event * 1e13 + ms(next.kickoff_time)).toBeGreaterThanOrEqual(
          f.event * 1e13 + ms(f.kickoff_time),
        );
      }
    });
    expect(new Set(season.fixtures.map((f) => f.code)).size).toBe(380);
    expect(new Set(season.fixtures.map((f) => f.pulse_id)).size).toBe(380);
  });

  it('rates difficulty 1-5 from the opponent and leaves results empty', () => {
    for (const f of season.fixtures) {
      expect(f.team_h_difficulty).toBe(season.teams[f.team_a - 1]!.strength);
      expect(f.team_a_difficulty).toBe(season.teams[f.team_h - 1]!.strength);
      expect(f).toMatchObject({
        team_h_score: null,
        team_a_score: null,
        started: false,
        finished: false,
        finished_provisional: false,
        provisional_start_time: false,
        minutes: 0,
        stats: [],
      });
    }
  });

  it('works from a Saturday lunchtime start in winter too', () => {
    const winter = seasonFor(8, '2026-01-03T12:30:00Z');
    expect(winter.fixtures[0]!.kickoff_time).toBe('2026-01-03T12:30:00Z');
    for (const event of winter.events) {
      expect(Math.min(...kickoffsOf(winter, event.id)) - ms(event.deadline_time)).toBe(
        DEADLINE_BEFORE_KICKOFF_MS,
      );
    }
  });
});

describe('isBritishSummerTime', () => {
  it('follows the clock changes on the last Sundays of March and October', () => {
    expect(isBritishSummerTime(ms('2025-03-30T00:59:00Z'))).toBe(false);
    expect(isBritishSummerTime(ms('2025-03-30T01:00:00Z'))).toBe(true);
    expect(isBritishSummerTime(ms('2025-10-26T00:59:00Z'))).toBe(true);
    expect(isBritishSummerTime(ms('2025-10-26T01:00:00Z'))).toBe(false);
  });
});
