/**
 * Parses a big lead CSV off the main thread: reads the file, parses it with papaparse step by step
 * and posts progress, then the parsed rows (or the error).
 */
import { parseLeadCsvWithProgress } from '@/services/lead-import-csv';
import type { ParsedCsv } from '@/services/lead-import';

export type LeadImportWorkerMessage =
  | { type: 'progress'; fraction: number }
  | { type: 'done'; parsed: ParsedCsv }
  | { type: 'error'; message: string };

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<File>) => void) | null;
  postMessage: (message: LeadImportWorkerMessage) => void;
};

scope.onmessage = (event) => {
  void (async () => {
    try {
      const text = await event.data.text();
      const parsed = parseLeadCsvWithProgress(text, (fraction) =>
        scope.postMessage({ type: 'progress', fraction }),
      );
      scope.postMessage({ type: 'done', parsed });
    } catch (error) {
      scope.postMessage({ type: 'error', message: error instanceof Error ? error.message : String(error) });
    }
  })();
};
