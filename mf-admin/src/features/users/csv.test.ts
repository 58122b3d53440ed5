import { describe, expect, it } from 'vitest';
import { csvField, toCsv } from './csv.ts';

describe('csvField', () => {
  it('leaves plain text alone', () => {
    expect(csvField('Jane')).toBe('Jane');
    expect(csvField('jane@example.com')).toBe('jane@example.com');
    expect(csvField('')).toBe('');
  });
  it('quotes commas, quotes and line breaks, doubling quotes', () => {
    expect(csvField('Smith, Jr.')).toBe('"Smith, Jr."');
    expect(csvField('The "Skipper"')).toBe('"The ""Skipper"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('cr\r')).toBe('"cr\r"');
  });
  it('quotes edge spaces so they survive', () => {
    expect(csvField(' padded ')).toBe('" padded "');
  });
  it('neutralises values a spreadsheet would run as formulas', () => {
    expect(csvField('=SUM(A1:A9)')).toBe("'=SUM(A1:A9)");
    expect(csvField('+45 1234')).toBe("'+45 1234");
    expect(csvField('-1')).toBe("'-1");
    expect(csvField('@cmd')).toBe("'@cmd");
    expect(csvField('=HYPERLINK("x","y")')).toBe('"\'=HYPERLINK(""x"",""y"")"');
  });
});

describe('toCsv', () => {
  const columns = [
    { header: 'First Name', value: (row: { first: string; email: string }) => row.first },
    { header: 'Email', value: (row: { first: string; email: string }) => row.email },
  ];
  it('writes a header and one CRLF-terminated line per row', () => {
    expect(
      toCsv(
        [
          { first: 'Søren', email: 's@x.dk' },
          { first: 'Ann, B', email: 'a@x.dk' },
        ],
        columns,
      ),
    ).toBe('First Name,Email\r\nSøren,s@x.dk\r\n"Ann, B",a@x.dk\r\n');
  });
  it('writes only the header when there are no rows', () => {
    expect(toCsv([], columns)).toBe('First Name,Email\r\n');
  });
});
