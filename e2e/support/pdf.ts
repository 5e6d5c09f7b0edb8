/**
 * Reading back what Chromium printed: `page.pdf()` is the engine behind "Save as PDF" in the print
 * dialog, and Mozilla's pdf.js (`pdfjs-dist`, a devDependency only) extracts the PDF's text.
 */
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** Every text run of every page, in reading order, with line breaks (and breaks after hyphens) undone. */
export async function pdfText(pdf: Buffer): Promise<{ pages: number; text: string }> {
  const document = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false }).promise;
  const runs: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const content = await (await document.getPage(number)).getTextContent();
    for (const item of content.items) if ('str' in item) runs.push(item.str);
  }
  const pages = document.numPages;
  await document.destroy();
  return {
    pages,
    text: runs
      .join(' ')
      .replace(/\s+/g, ' ')
      .replace(/-\s+(?=\p{Lu})/gu, '-'),
  };
}
