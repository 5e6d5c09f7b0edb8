/**
 * Reading a CSV file the user chose: refused over 20 MB before anything is read, then decoded by what
 * its bytes are. UTF-8 (with or without a byte-order mark) and UTF-16 LE/BE with a byte-order mark
 * are decoded as such; bytes that are not valid UTF-8 are read as Windows-1252 (what Excel on
 * Windows saves as "CSV"), so "José Müller" survives, and the caller is told which encoding was used.
 */

/** Files above this size are refused before parsing. */
export const MAX_CSV_BYTES = 20 * 1024 * 1024;

export type CsvEncoding = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252';

export interface DecodedCsv {
  text: string;
  encoding: CsvEncoding;
}

export function csvTooBigMessage(size: number): string {
  const megabytes = (size / (1024 * 1024)).toFixed(1);
  return `The file is ${megabytes} MB; files over 20 MB are not imported. Split it into smaller files.`;
}

/** Throws the size message when the file is over 20 MB. */
export function assertCsvSize(size: number): void {
  if (size > MAX_CSV_BYTES) throw new Error(csvTooBigMessage(size));
}

/** A sentence for the page when the file was not UTF-8, null when it was. */
export function encodingNote(encoding: CsvEncoding): string | null {
  if (encoding === 'utf-8') return null;
  const name =
    encoding === 'windows-1252' ? 'Windows-1252' : encoding === 'utf-16le' ? 'UTF-16 LE' : 'UTF-16 BE';
  return `The file is not UTF-8; it was read as ${name}. Check the names in the preview before importing.`;
}

function decode(encoding: string, bytes: Uint8Array, fatal = false): string {
  return new TextDecoder(encoding, { fatal, ignoreBOM: false }).decode(bytes);
}

export function decodeCsvBytes(bytes: Uint8Array): DecodedCsv {
  if (bytes[0] === 0xff && bytes[1] === 0xfe)
    return { text: decode('utf-16le', bytes), encoding: 'utf-16le' };
  if (bytes[0] === 0xfe && bytes[1] === 0xff)
    return { text: decode('utf-16be', bytes), encoding: 'utf-16be' };
  const sample = bytes.subarray(0, 4096);
  if (sample.length > 1 && sample.filter((byte) => byte === 0).length * 4 > sample.length)
    throw new Error(
      'The file looks like UTF-16 without a byte-order mark and cannot be read. Save it as "CSV UTF-8" and choose it again.',
    );
  try {
    return { text: decode('utf-8', bytes, true), encoding: 'utf-8' };
  } catch {
    return { text: decode('windows-1252', bytes), encoding: 'windows-1252' };
  }
}

/** Size check, then the bytes decoded (the byte-order mark is dropped by the decoder). */
export async function readCsvFile(file: Blob): Promise<DecodedCsv> {
  assertCsvSize(file.size);
  return decodeCsvBytes(new Uint8Array(await file.arrayBuffer()));
}
