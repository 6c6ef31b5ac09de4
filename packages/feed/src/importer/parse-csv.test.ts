import { describe, expect, it } from 'vitest';
import { parseCsv, parseCsvRecords } from './parse-csv';

describe('parseCsv', () => {
  it('splits plain lines on commas', () => {
    expect(parseCsv('a,b,c\n1,2,3\n')).toEqual([
      ['a', 'b', 'c'],
      ['1', '2', '3'],
    ]);
  });

  it('keeps commas, doubled quotes and line breaks inside quoted fields', () => {
    expect(parseCsv('"x, y","say ""hi""","two\nlines"\n')).toEqual([
      ['x, y', 'say "hi"', 'two\nlines'],
    ]);
  });

  it('reads a Python literal with single quotes as one field', () => {
    const [row] = parseCsv(`1,"[{'identifier': 'bps', 'a': [], 'h': []}]",2`);
    expect(row).toEqual(['1', "[{'identifier': 'bps', 'a': [], 'h': []}]", '2']);
  });

  it('accepts CRLF line ends, a byte-order mark and a missing final newline', () => {
    expect(parseCsv('\ufeffa,b\r\n1,\r\n2,3')).toEqual([
      ['a', 'b'],
      ['1', ''],
      ['2', '3'],
    ]);
  });

  it('gives nothing for empty text', () => {
    expect(parseCsv('')).toEqual([]);
  });
});

describe('parseCsvRecords', () => {
  it('keys each row by the header, filling short rows with empty strings', () => {
    expect(parseCsvRecords('name,bps,bonus\nKai,12\n\n')).toEqual([
      { name: 'Kai', bps: '12', bonus: '' },
    ]);
  });

  it('gives no records for text without a header', () => {
    expect(parseCsvRecords('')).toEqual([]);
  });
});
