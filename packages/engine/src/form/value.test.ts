import { describe, expect, it } from 'vitest';
import { money } from '../types';
import { valueForm, valueSeason } from './value';

describe('value_form and value_season', () => {
  it('gives Haaland at 14.7m with 239 points a value_season of 16.3', () => {
    expect(valueSeason(239, money(147))).toBe('16.3');
  });

  it('gives form 5.4 at 14.7m a value_form of 0.4', () => {
    expect(valueForm(54, money(147))).toBe('0.4');
  });

  it('gives a cheap player in form a high value_form', () => {
    expect(valueForm(80, money(45))).toBe('1.8');
  });

  it('gives 0.0 when the price is unknown', () => {
    expect(valueSeason(10, money(0))).toBe('0.0');
  });
});
