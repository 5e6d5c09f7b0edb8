/**
 * Reads a lead CSV with papaparse: UTF-8 with or without a byte-order mark, quoted fields holding
 * commas and line breaks, blank lines (dropped) and trailing spaces (kept here, trimmed by the
 * rules). The first row is the header. Used by the import worker and, for small files, directly.
 */
import Papa from 'papaparse';
import type { ParsedCsv } from './lead-import';

function isBlank(record: readonly string[]): boolean {
  return record.every((cell) => cell.trim() === '');
}

export function parsedFromRecords(data: readonly string[][]): ParsedCsv {
  const [header = [], ...rest] = data.filter((record) => !isBlank(record));
  return {
    headers: header.map((cell, index) => cell.replace(/^\uFEFF/, '').trim() || `Column ${index + 1}`),
    // A cell our own export neutralised ("'+91 98450 10001") reads back as it was typed, so a
    // downloaded rejected-rows file can be fixed and imported again.
    records: rest.map((record) => record.map((cell) => cell.replace(/^'(?=[=+\-@\t\r])/, ''))),
  };
}

export function parseLeadCsv(text: string): ParsedCsv {
  const result = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' });
  return parsedFromRecords(result.data);
}

/**
 * Parses step by step, telling `onProgress` how far through the text it is (0 to 1), so a worker
 * can report progress on a big file.
 */
export function parseLeadCsvWithProgress(text: string, onProgress: (fraction: number) => void): ParsedCsv {
  const clean = text.replace(/^\uFEFF/, '');
  const data: string[][] = [];
  let count = 0;
  Papa.parse<string[]>(clean, {
    skipEmptyLines: 'greedy',
    step: (results) => {
      data.push(results.data);
      count += 1;
      if (count % 500 === 0 && clean.length > 0) onProgress(Math.min(1, results.meta.cursor / clean.length));
    },
  });
  onProgress(1);
  return parsedFromRecords(data);
}
