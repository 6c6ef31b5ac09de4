import { describe, expect, it } from 'vitest';

import { errorCode, errorPageText, fieldErrors, messageForCode } from './error-catalogue';

describe('error code lookup', () => {
  it('prefers transfers[].non_field_errors over non_field_errors', () => {
    const body = {
      transfers: [{}, { non_field_errors: [{ code: 'transfer_cap_exceeded' }] }],
      non_field_errors: [{ code: 'other' }],
    };
    expect(errorCode(body)).toBe('transfer_cap_exceeded');
  });

  it('falls back to non_field_errors, then picks[].purchase_price, then code[0].code', () => {
    expect(errorCode({ non_field_errors: [{ code: 'league_closed' }] })).toBe('league_closed');
    expect(errorCode({ picks: [{ purchase_price: [{ code: 'price_changed' }] }] })).toBe(
      'price_changed',
    );
    expect(errorCode({ code: [{ code: 'invalid' }] })).toBe('invalid');
    expect(errorCode({ email: ['Enter a valid email address.'] })).toBeUndefined();
  });

  it('fills the league limit into its message and shows unknown codes raw', () => {
    expect(messageForCode('public_league_max_exceeded', 5)).toBe(
      'You may only enter 5 public leagues',
    );
    expect(messageForCode('something_new')).toBe('something_new');
  });

  it('reads field messages from strings and coded errors alike', () => {
    expect(fieldErrors({ email: ['Taken.', { code: 'x', message: 'Bad.' }] }, 'email')).toEqual([
      'Taken.',
      'Bad.',
    ]);
  });
});

describe('error pages', () => {
  it('names each status as SPEC §8 does', () => {
    expect(errorPageText(401).title).toBe('Permission denied');
    expect(errorPageText(403).lines).toEqual([
      "Sorry, but you don't have permission to perform the request action.",
    ]);
    expect(errorPageText(404).title).toBe('Page not found');
    for (const status of [502, 503, 504]) expect(errorPageText(status).title).toBe('Unavailable');
    expect(errorPageText(500).title).toBe('Error');
    expect(errorPageText(0).lines[0]).toBe(
      'Sorry, but there has been an unexpected error processing your request.',
    );
  });
});
