/**
 * Reads a chosen CSV file: small files on the page, big ones in a Web Worker (papaparse step by
 * step, with progress), so a 5,000-row file never freezes the page.
 */
import { assertCsvSize, encodingNote, readCsvFile } from '@/services/kit';
import type { ParsedCsv } from '@/services/crm';
import type { LeadImportWorkerMessage } from './lead-import.worker';

/** Files up to this size are read on the page; bigger ones in the worker, with progress. */
export const WORKER_THRESHOLD_BYTES = 256 * 1024;

/** The parsed file and, when it was not UTF-8, a sentence saying how it was read. */
export type ReadLeadCsv = ParsedCsv & { note: string | null };

/** Refuses a file over 20 MB before reading it; decodes UTF-8, UTF-16 with a BOM or Windows-1252. */
export async function readLeadCsv(file: File, onProgress: (fraction: number) => void): Promise<ReadLeadCsv> {
  assertCsvSize(file.size);
  if (file.size <= WORKER_THRESHOLD_BYTES || typeof Worker === 'undefined') {
    const { parseLeadCsv } = await import('@/services/crm/lead-import-csv');
    const decoded = await readCsvFile(file);
    const parsed = parseLeadCsv(decoded.text);
    onProgress(1);
    return { ...parsed, note: encodingNote(decoded.encoding) };
  }
  return new Promise<ReadLeadCsv>((resolve, reject) => {
    const worker = new Worker(new URL('./lead-import.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (event: MessageEvent<LeadImportWorkerMessage>) => {
      const message = event.data;
      if (message.type === 'progress') {
        onProgress(message.fraction);
        return;
      }
      worker.terminate();
      if (message.type === 'done') resolve({ ...message.parsed, note: message.note });
      else reject(new Error(message.message));
    };
    worker.onerror = (event) => {
      worker.terminate();
      reject(new Error(event.message || 'The file could not be read.'));
    };
    worker.postMessage(file);
  });
}
