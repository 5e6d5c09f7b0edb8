/**
 * Reading back what Chromium printed: `page.pdf()` is the engine behind "Save as PDF" in the print
 * dialog, and Mozilla's pdf.js (`pdfjs-dist`, a devDependency only) extracts the PDF's text.
 */
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

export interface PdfText {
  pages: number;
  /** Every text run of every page, in reading order, with line breaks (and breaks after hyphens) undone. */
  text: string;
  /** Each page's text on its own (a blank trailing page reads as an empty string). */
  pageTexts: string[];
  /** The printed lines: the runs that share a baseline on a page, left to right. */
  lines: string[];
}

const tidy = (runs: readonly string[]) =>
  runs
    .join(' ')
    .replace(/\s+/g, ' ')
    .replace(/-\s+(?=\p{Lu})/gu, '-')
    .trim();

export async function pdfText(pdf: Buffer): Promise<PdfText> {
  const document = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false }).promise;
  const runs: string[] = [];
  const pageTexts: string[] = [];
  const lines: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const content = await (await document.getPage(number)).getTextContent();
    const pageRuns: string[] = [];
    const byBaseline = new Map<number, { x: number; str: string }[]>();
    for (const item of content.items) {
      if (!('str' in item)) continue;
      pageRuns.push(item.str);
      if (item.str.trim() === '') continue;
      const y = Math.round(item.transform[5] as number);
      const row = byBaseline.get(y) ?? [];
      row.push({ x: item.transform[4] as number, str: item.str });
      byBaseline.set(y, row);
    }
    runs.push(...pageRuns);
    pageTexts.push(tidy(pageRuns));
    for (const y of [...byBaseline.keys()].sort((a, b) => b - a)) {
      lines.push(
        tidy(
          byBaseline
            .get(y)!
            .sort((a, b) => a.x - b.x)
            .map((run) => run.str),
        ),
      );
    }
  }
  const pages = document.numPages;
  await document.destroy();
  return { pages, text: tidy(runs), pageTexts, lines };
}
