/** Issue 20, finding 10: CSV imports decode non-UTF-8 files and refuse big ones; Indian phone forms are read. */
import { describe, expect, it } from 'vitest';
import { MAX_CSV_BYTES, decodeCsvBytes, readCsvFile } from './csv-file';
import { parseLeadCsv } from '../crm/lead-import-csv';
import { normalizeIndianMobile } from '../crm/lead-rules';

describe('CSV import decoding and size', () => {
  it('reads a Windows-1252 file as such', () => {
    const bytes = new Uint8Array([0x4a, 0x6f, 0x73, 0xe9, 0x20, 0x4d, 0xfc, 0x6c, 0x6c, 0x65, 0x72]);
    expect(decodeCsvBytes(bytes)).toEqual({ text: 'José Müller', encoding: 'windows-1252' });
  });

  it('reads UTF-8 with and without a byte-order mark', () => {
    const utf8 = new TextEncoder().encode('José Müller');
    expect(decodeCsvBytes(utf8)).toEqual({ text: 'José Müller', encoding: 'utf-8' });
    expect(decodeCsvBytes(new Uint8Array([0xef, 0xbb, 0xbf, ...utf8])).text).toBe('José Müller');
  });

  it('reads UTF-16 LE and BE with a byte-order mark', () => {
    const text = 'name,phone\nJosé Müller,98450 10001';
    const le = [0xff, 0xfe];
    const be = [0xfe, 0xff];
    for (const char of text) {
      const code = char.charCodeAt(0);
      le.push(code & 0xff, code >> 8);
      be.push(code >> 8, code & 0xff);
    }
    expect(decodeCsvBytes(new Uint8Array(le))).toEqual({ text, encoding: 'utf-16le' });
    expect(decodeCsvBytes(new Uint8Array(be))).toEqual({ text, encoding: 'utf-16be' });
  });

  it('says so for UTF-16 without a byte-order mark', () => {
    expect(() => decodeCsvBytes(new Uint8Array([0x61, 0, 0x62, 0, 0x63, 0]))).toThrow(/UTF-16/);
  });

  it('refuses a file over 20 MB before reading it', async () => {
    const big = { size: MAX_CSV_BYTES + 1, arrayBuffer: () => Promise.reject(new Error('read')) } as Blob;
    await expect(readCsvFile(big)).rejects.toThrow(/over 20 MB/);
  });
});

describe('re-importing an exported file', () => {
  it('drops the apostrophe the export put before a formula-like cell', () => {
    const parsed = parseLeadCsv("Name,Mobile\r\nAsha,'+91 98450 12304\r\nIt's,'x\r\n");
    expect(parsed.records).toEqual([
      ['Asha', '+91 98450 12304'],
      ["It's", "'x"],
    ]);
  });
});

describe('Indian phone forms', () => {
  it('reads +91, 0, (+91), spaces, dashes and dots', () => {
    for (const typed of [
      '(+91) 98450 123 04',
      '+91 98450 12304',
      '+91-98450-12304',
      '098450 12304',
      '98450.123.04',
      '+91.98450.12304',
      '(+91)-98450-12304',
      '(0) 98450 12304',
    ]) {
      expect(normalizeIndianMobile(typed), typed).toBe('+91 9845012304');
    }
  });

  it('still refuses what is not one', () => {
    for (const typed of ['98450 123 0x', '++91 98450 12304', '98450+12304', '(+1) 415 555 0100']) {
      expect(normalizeIndianMobile(typed), typed).toBeNull();
    }
  });
});
