import { describe, expect, it } from 'vitest';
import { hasHiddenCharacter, normaliseName, teamNameProblem } from './rules';

describe('names people type', () => {
  it('composes to NFC and trims', () => {
    expect(normaliseName('  Cafe\u0301 FC ')).toBe('Caf\u00e9 FC');
  });

  it.each([
    {
      kind: 'refuses control, format and blank-looking characters',
      hidden: true,
      texts: [
        'a\u0000b',
        'a\u0007b',
        'a\u001bb',
        'a\tb',
        'a\u200bb',
        'a\u202eb',
        'a\ufeffb',
        '\u2800',
        '\u3164',
        '\uffa0',
        'a\u00a0b',
        'a\u3000b',
        'a\u2028b',
      ],
    },
    {
      kind: 'keeps letters of every script, digits, punctuation, emoji and the plain space',
      hidden: false,
      texts: ['Hand Picked', 'Ölçü Spor', '東京 FC', 'Zürich 1896', "Ed's XI!", '⚽ United'],
    },
  ])('$kind', ({ hidden, texts }) => {
    for (const text of texts) {
      expect({ text, hidden: hasHiddenCharacter(text) }).toEqual({ text, hidden });
    }
  });

  it('says what is wrong with a team name', () => {
    expect(teamNameProblem('   ')).toBe('blank');
    expect(teamNameProblem('x'.repeat(21))).toBe('too_long');
    expect(teamNameProblem('Zero\u200bWidth')).toBe('hidden');
    expect(teamNameProblem(' The Eleven ')).toBeNull();
  });
});
