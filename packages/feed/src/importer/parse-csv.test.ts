import { describe, expect, it } from 'vitest';
import { parseCsvRecords } from './parse-csv';

describe('parseCsvRecords', () => {
  it('keys each row by the header, filling short rows with empty strings', () => {
    expect(parseCsvRecords('name,bps,bonus\nKai,12\n\n')).toEqual([
      { name: 'Kai', bps: '12', bonus: '' },
    ]);
  });

  it('keeps commas, doubled quotes and line breaks inside quoted fields', () => {
    expect(parseCsvRecords('a,b,c\n"x, y","say ""hi""","two\nlines"\n')).toEqual([
      { a: 'x, y', b: 'say "hi"', c: 'two\nlines' },
    ]);
  });

  it('reads a Python literal with single quotes as one field', () => {
    const [row] = parseCsvRecords(`id,stats,n\n1,"[{'identifier': 'bps', 'a': [], 'h': []}]",2`);
    expect(row).toEqual({ id: '1', stats: "[{'identifier': 'bps', 'a': [], 'h': []}]", n: '2' });
  });

  it('accepts CRLF line ends, a byte-order mark and a missing final newline', () => {
    expect(parseCsvRecords('\ufeffa,b\r\n1,\r\n2,3')).toEqual([
      { a: '1', b: '' },
      { a: '2', b: '3' },
    ]);
  });

  it('gives no records for text without a header', () => {
    expect(parseCsvRecords('')).toEqual([]);
  });
});
