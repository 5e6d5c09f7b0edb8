/**
 * Parses a big lead CSV off the main thread: reads the file, parses it with papaparse step by step
 * and posts progress, then the parsed rows (or the error).
 */
import { encodingNote, readCsvFile } from '@/services/kit';
import { parseLeadCsvWithProgress } from '@/services/crm';
import type { ParsedCsv } from '@/services/crm';

export type LeadImportWorkerMessage =
  | { type: 'progress'; fraction: number }
  | { type: 'done'; parsed: ParsedCsv; note: string | null }
  | { type: 'error'; message: string };

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<File>) => void) | null;
  postMessage: (message: LeadImportWorkerMessage) => void;
};

scope.onmessage = (event) => {
  void (async () => {
    try {
      const decoded = await readCsvFile(event.data);
      const parsed = parseLeadCsvWithProgress(decoded.text, (fraction) =>
        scope.postMessage({ type: 'progress', fraction }),
      );
      scope.postMessage({ type: 'done', parsed, note: encodingNote(decoded.encoding) });
    } catch (error) {
      scope.postMessage({ type: 'error', message: error instanceof Error ? error.message : String(error) });
    }
  })();
};
