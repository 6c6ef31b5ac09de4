// The deadlines feed read back with a real iCalendar parser: every deadline of the season, each
// with its two alarms, a stable UID, and the RFC 5545 wire format (CRLF, folding, escaping).
import ICAL from 'ical.js';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { eventDeadlines } from '@ofl/db';
import { useTestApp } from '../../../test/build-app';
import { writeCalendar, escapeText } from '../../services/calendar/icalendar';
import { DEADLINES_CALENDAR_PATH } from './index';

const t = useTestApp({ publicUrl: 'https://fantasy.example.org' });

const fetchCalendar = () => t.app.inject(DEADLINES_CALENDAR_PATH);

/** The feed's events, parsed. */
async function parsedEvents() {
  const response = await fetchCalendar();
  const calendar = new ICAL.Component(ICAL.parse(response.body));
  return calendar.getAllSubcomponents('vevent');
}

describe('GET /api/calendar/deadlines.ics', () => {
  it('holds every deadline of the season, each with alarms a day and an hour before', async () => {
    const response = await fetchCalendar();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const deadlines = await eventDeadlines(t.database.db);
    expect(deadlines.length).toBeGreaterThan(30);
    const events = await parsedEvents();
    expect(events).toHaveLength(deadlines.length);
    const uids = new Set<string>();
    for (const [i, { id, deadline_time }] of deadlines.entries()) {
      const event = new ICAL.Event(events[i]!);
      uids.add(event.uid);
      expect(event.summary).toBe(`Gameweek ${id} deadline`);
      expect(event.startDate.isDate).toBe(false);
      expect(event.startDate.zone?.tzid).toBe('UTC');
      expect(event.startDate.toJSDate().getTime()).toBe(deadline_time.getTime());
      expect(events[i]!.getFirstPropertyValue('url')).toBe('https://fantasy.example.org/my-team');
      expect(events[i]!.getFirstPropertyValue('dtstamp')).not.toBeNull();
      const triggers = events[i]!.getAllSubcomponents('valarm').map((alarm) => {
        expect(alarm.getFirstPropertyValue('action')).toBe('DISPLAY');
        return (alarm.getFirstPropertyValue('trigger') as ICAL.Duration).toSeconds();
      });
      expect(triggers).toEqual([-86_400, -3_600]);
    }
    expect(uids.size).toBe(deadlines.length);
  });

  it('is in the OpenAPI document as a text/calendar answer', async () => {
    const document = (await t.app.inject('/api/docs/')).json() as {
      paths: Record<string, { get?: { responses: Record<string, { content: object }> } }>;
    };
    const get = document.paths[DEADLINES_CALENDAR_PATH]?.get;
    expect(Object.keys(get?.responses['200']?.content ?? {})).toEqual(['text/calendar']);
  });

  it('is written per RFC 5545: CRLF line endings and no line over 75 octets', async () => {
    const { body } = await fetchCalendar();
    expect(body.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(body.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(body.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of body.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  });

  it('moves a rescheduled deadline under the same UID', async () => {
    const before = await parsedEvents();
    const uid = new ICAL.Event(before[4]!).uid;
    const moved = new Date('2030-01-02T18:30:00Z');
    await t.database.db.execute(sql`update events set deadline_time = ${moved} where id = 5`);
    const after = await parsedEvents();
    expect(after).toHaveLength(before.length);
    const event = new ICAL.Event(after.find((e) => new ICAL.Event(e).uid === uid)!);
    expect(event.summary).toBe('Gameweek 5 deadline');
    expect(event.startDate.toJSDate().getTime()).toBe(moved.getTime());
  });
});

describe('the iCalendar writer', () => {
  it('escapes , ; \\ and newlines and folds long UTF-8 text, as a parser reads it back', () => {
    const text = `Großer Spieltag; Müller, Kane \\ Salah\nzweite Zeile ${'é€'.repeat(60)}`;
    const written = writeCalendar({
      name: 'VCALENDAR',
      properties: [
        ['VERSION', '2.0'],
        ['PRODID', '-//test//EN'],
      ],
      components: [{ name: 'VEVENT', properties: [['SUMMARY', escapeText(text)]] }],
    });
    for (const line of written.split('\r\n')) {
      expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    }
    expect(written).toContain('Spieltag\\; Müller\\, Kane \\\\ Salah\\nzweite');
    const parsed = new ICAL.Component(ICAL.parse(written));
    expect(parsed.getFirstSubcomponent('vevent')!.getFirstPropertyValue('summary')).toBe(text);
  });
});
