import { describe, expect, it } from 'vitest';
import {
  checkRecord,
  checkRecords,
  combineResults,
  fileDuplicates,
  guessMapping,
  mappingProblems,
  MAPPING_STORAGE_KEY,
  normalizeHeader,
  outcomeReport,
  parseAmount,
  readStoredMapping,
  splitChecked,
  writeStoredMapping,
  type LeadImportRow,
} from './lead-import';
import { parseLeadCsv } from './lead-import-csv';
import {
  isValidEmail,
  isValidPincode,
  leadEmailSchema,
  leadPhoneSchema,
  normalizeIndianMobile,
  parseLeadSource,
  phoneKey,
} from './lead-rules';

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    items,
  };
}

describe('lead rules', () => {
  it('accepts Indian mobiles in the usual spellings and stores them one way', () => {
    for (const typed of [
      '9845010001',
      '+91 98450 10001',
      '+91-98450-10001',
      '098450 10001',
      '919845010001',
      ' (98450) 10001 ',
    ]) {
      expect(normalizeIndianMobile(typed), typed).toBe('+91 9845010001');
    }
  });

  it('refuses what is not a 10-digit Indian mobile', () => {
    for (const typed of [
      '12345',
      '5845010001',
      '98450100011',
      '+1 415 555 0100',
      '98450 1000x',
      '',
      '0091 98450 10001',
    ]) {
      expect(normalizeIndianMobile(typed), typed).toBeNull();
    }
  });

  it('compares phones by their last 10 digits', () => {
    expect(phoneKey('+91 98450 10001')).toBe(phoneKey('098450-10001'));
    expect(phoneKey('12345')).toBeNull();
    expect(phoneKey(null)).toBeNull();
  });

  it('checks e-mails and pincodes', () => {
    expect(isValidEmail(' Asha.Rao@Example.COM ')).toBe(true);
    expect(isValidEmail('asha@example')).toBe(false);
    expect(isValidEmail('asha rao@example.com')).toBe(false);
    expect(isValidPincode('560001')).toBe(true);
    expect(isValidPincode('060001')).toBe(false);
    expect(isValidPincode('56001')).toBe(false);
  });

  it('reads sources by value or label, in any case', () => {
    expect(parseLeadSource('Google Ads')).toBe('google_ads');
    expect(parseLeadSource('google_ads')).toBe('google_ads');
    expect(parseLeadSource('WALK-IN')).toBe('walk_in');
    expect(parseLeadSource('IndiaMART')).toBe('indiamart');
    expect(parseLeadSource('Billboard')).toBeNull();
  });

  it('gives form schemas that normalise and explain', () => {
    expect(leadPhoneSchema.parse(' 98450 10001 ')).toBe('+91 9845010001');
    expect(leadPhoneSchema.parse('')).toBeUndefined();
    expect(leadPhoneSchema.safeParse('123').error?.issues[0]?.message).toMatch(/10-digit Indian mobile/);
    expect(leadEmailSchema.parse(' A@B.CO ')).toBe('a@b.co');
  });
});

describe('reading the file', () => {
  it('drops the byte-order mark, blank lines and keeps quoted commas and line breaks', () => {
    const parsed = parseLeadCsv(
      '\uFEFFName,Notes\r\n\r\n"Rao, Asha","line one\r\nline two"\r\n   \r\nMeena,\r\n',
    );
    expect(parsed.headers).toEqual(['Name', 'Notes']);
    expect(parsed.records).toEqual([
      ['Rao, Asha', 'line one\r\nline two'],
      ['Meena', ''],
    ]);
  });

  it('reads a file without a byte-order mark the same way', () => {
    expect(parseLeadCsv('Name,Phone\nA,9845010001').headers).toEqual(['Name', 'Phone']);
  });

  it('names headerless columns', () => {
    expect(parseLeadCsv('Name,,Phone\nA,x,9845010001').headers).toEqual(['Name', 'Column 2', 'Phone']);
  });
});

describe('column mapping', () => {
  it('matches headers case-insensitively and by their usual names', () => {
    const mapping = guessMapping([
      'FULL NAME',
      'Mobile Number',
      'E-mail',
      'company',
      'Pin Code',
      'Lead_Source',
      'Remarks',
      'Extra',
    ]);
    expect(mapping).toEqual({
      name: 'FULL NAME',
      phone: 'Mobile Number',
      email: 'E-mail',
      company_name: 'company',
      pincode: 'Pin Code',
      source: 'Lead_Source',
      notes: 'Remarks',
    });
    expect(normalizeHeader('\uFEFF Estimated_Value ')).toBe('estimated value');
  });

  it('prefers the remembered mapping where this file has its headers', () => {
    const mapping = guessMapping(['Name', 'Contact', 'Whatsapp'], { phone: 'contact', email: 'Missing' });
    expect(mapping).toEqual({ name: 'Name', phone: 'Contact' });
  });

  it('never gives one header to two fields', () => {
    const mapping = guessMapping(['Name'], { name: 'Name', company_name: 'Name' });
    expect(mapping).toEqual({ name: 'Name' });
  });

  it('remembers the mapping, and ignores what is stored when it is not one', () => {
    const storage = memoryStorage();
    writeStoredMapping({ name: 'Full name', phone: 'Mobile' }, storage);
    expect(readStoredMapping(storage)).toEqual({ name: 'Full name', phone: 'Mobile' });
    expect(readStoredMapping(memoryStorage({ [MAPPING_STORAGE_KEY]: 'not json' }))).toBeNull();
    expect(readStoredMapping(memoryStorage({ [MAPPING_STORAGE_KEY]: '{"colour":"Name"}' }))).toBeNull();
    expect(readStoredMapping(memoryStorage({ [MAPPING_STORAGE_KEY]: '{"name":42}' }))).toBeNull();
    expect(readStoredMapping(memoryStorage())).toBeNull();
  });

  it('says what a mapping lacks', () => {
    expect(mappingProblems({})).toHaveLength(2);
    expect(mappingProblems({ name: 'Name', email: 'Mail' })).toEqual([]);
  });
});

describe('checking rows', () => {
  const headers = ['Name', 'Phone', 'Email', 'Pincode', 'Source', 'Value', 'Notes'];
  const mapping = guessMapping(headers);

  it('normalises a good row', () => {
    const checked = checkRecord(
      [
        '  Asha Rao ',
        '98450 10001',
        'Asha@Example.com ',
        '560001',
        'Website',
        '₹1,20,000',
        'first\r\nsecond',
      ],
      headers,
      { ...mapping, estimated_value: 'Value' },
      2,
    );
    expect(checked.problems).toEqual([]);
    expect(checked.value).toEqual({
      row: 2,
      name: 'Asha Rao',
      phone: '+91 9845010001',
      email: 'asha@example.com',
      pincode: '560001',
      source: 'website',
      estimated_value: '120000',
      notes: 'first\nsecond',
    });
  });

  it('reports each problem against its field', () => {
    const checked = checkRecord(['', '12345', 'nope', '012345', 'Billboard', '', ''], headers, mapping, 7);
    expect(checked.value).toBeNull();
    expect(checked.problems.map((p) => p.field)).toEqual(['name', 'phone', 'email', 'pincode', 'source']);
  });

  it('needs a phone or an e-mail', () => {
    const checked = checkRecord(['Asha', '', '', '', '', '', ''], headers, mapping, 3);
    expect(checked.problems).toEqual([{ field: null, message: 'A phone number or an e-mail is needed' }]);
  });

  it('limits text lengths', () => {
    const checked = checkRecord(
      ['A'.repeat(121), '9845010001', '', '', '', '', 'n'.repeat(4001)],
      headers,
      mapping,
      3,
    );
    expect(checked.problems.map((p) => p.field)).toEqual(['name', 'notes']);
  });

  it('reads amounts in rupees', () => {
    expect(parseAmount('Rs. 50,000')).toBe('50000');
    expect(parseAmount('75000.50')).toBe('75000.50');
    expect(parseAmount('-5')).toBeNull();
    expect(parseAmount('lots')).toBeNull();
  });

  it('numbers rows as a spreadsheet does and splits good from refused', () => {
    const parsed = parseLeadCsv('Name,Phone\nA,9845010001\nB,123\n');
    const checked = checkRecords(parsed, guessMapping(parsed.headers));
    expect(checked.map((c) => c.row)).toEqual([2, 3]);
    const { rows, rejected } = splitChecked(checked);
    expect(rows.map((r) => r.name)).toEqual(['A']);
    expect(rejected).toEqual([{ row: 3, reason: expect.stringMatching(/Indian mobile/) }]);
  });
});

describe('duplicates within the file', () => {
  it('finds repeats by the last 10 phone digits or the e-mail in any case', () => {
    const rows: LeadImportRow[] = [
      { row: 2, name: 'A', phone: '+91 9845010001' },
      { row: 3, name: 'B', email: 'b@example.com' },
      { row: 4, name: 'A again', phone: '+91 9845010001', email: 'other@example.com' },
      { row: 5, name: 'B again', email: 'B@Example.com' },
      { row: 6, name: 'C', phone: '+91 9845010002', email: 'other@example.com' },
    ];
    expect([...fileDuplicates(rows)]).toEqual([
      [4, 2],
      [5, 3],
      [6, 4],
    ]);
  });
});

describe('the result', () => {
  it('adds the rows refused here to the database’s answer', () => {
    const result = combineResults(
      [
        {
          imported: 3,
          merged: 1,
          duplicates: 1,
          rejected: 0,
          rejected_rows: [],
          duplicate_rows: [{ row: 4, reason: 'Duplicate of row 2 in this file' }],
        },
      ],
      [{ row: 6, reason: 'Bad phone' }],
    );
    expect(result).toEqual({
      imported: 3,
      merged: 1,
      duplicates: 1,
      rejected: 1,
      rejectedRows: [{ row: 6, reason: 'Bad phone' }],
      duplicateRows: [{ row: 4, reason: 'Duplicate of row 2 in this file' }],
    });
  });

  it('gives the refused rows back as the file had them, with a reason column', () => {
    const parsed = parseLeadCsv('Name,Phone\nA,9845010001\nB,123\n');
    expect(outcomeReport(parsed, [{ row: 3, reason: 'Bad phone' }])).toEqual({
      headers: ['Name', 'Phone', 'reason'],
      rows: [['B', '123', 'Bad phone']],
    });
  });
});
