import { describe, expect, it } from 'vitest';
import { UsageError, checkCommand, folderIndex } from './commands';

describe('the operator command line', () => {
  it('finds the folder of import among its options', () => {
    expect(folderIndex(['import', '../season', '--yes'])).toBe(1);
    expect(folderIndex(['import', '--yes', '--managers', '50', '../season'])).toBe(4);
    expect(folderIndex(['import', '--managers', '50', '--yes'])).toBe(-1);
    expect(folderIndex(['new-season', '--yes', '--from', '../season'])).toBe(3);
    expect(folderIndex(['new-season', '--generate', '--yes'])).toBe(-1);
  });

  it('refuses before opening anything a command it does not know, or one that wipes without --yes', () => {
    const refused = (argv: string[]) => {
      try {
        checkCommand(argv);
        return null;
      } catch (error) {
        expect(error).toBeInstanceOf(UsageError);
        return (error as Error).message;
      }
    };
    expect(refused(['status'])).toBeNull();
    expect(refused(['import', 'x', '--yes'])).toBeNull();
    expect(refused(['fly'])).toContain('Usage: npm run game');
    expect(refused(['reset', '--yes'])).toContain('reset --preseason --yes');
    expect(refused(['import', 'x'])).toContain('add --yes');
    expect(refused(['import', '--yes'])).toContain('Usage: import <season folder>');
    expect(refused(['new-season', '--generate', '--yes'])).toBeNull();
    expect(refused(['new-season', '--from', 'x', '--yes'])).toBeNull();
    expect(refused(['new-season', '--generate'])).toContain('add --yes');
    expect(refused(['new-season', '--yes'])).toContain('Usage: new-season');
    expect(refused(['new-season', '--generate', '--from', 'x', '--yes'])).toContain(
      'Usage: new-season',
    );
    expect(refused(['new-season', '--from', '--yes'])).toContain('Usage: new-season');
    expect(refused(['follow', 'https://example.org/api/', '--yes'])).toBeNull();
    expect(refused(['follow', '--every', '30', 'http://127.0.0.1:8080/api/', '--yes'])).toBeNull();
    expect(refused(['follow', 'https://example.org/api/'])).toContain('add --yes');
    expect(refused(['follow', '--yes'])).toContain('Usage: follow <base-url>');
    expect(refused(['follow', 'file:///etc/passwd', '--yes'])).toContain('Usage: follow');
    expect(refused(['follow', 'https://x.org/', '--every', '2', '--yes'])).toContain(
      'at least 10 seconds between polls',
    );
  });
});
