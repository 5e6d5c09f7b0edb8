// The file store's paths and limits: every path filePath builds passes the storage_path CHECK of
// the migrations (and names its area), and checkFile says why a file is refused.
import { describe, expect, it } from 'vitest';
import { checkFile, MB, storedContentType } from './limits';
import {
  areaOfPath,
  catalogueImagePath,
  displayNameOfPath,
  filePath,
  isValidFilePath,
  projectOfPath,
  safeFileName,
} from './paths';

const STORAGE_PATH_CHECK = /^[A-Za-z0-9][A-Za-z0-9/_. -]*$/;
const PROJECT = 'd051f4cb-4e2d-1ebf-07ae-4a640de8f1f2';

describe('filePath', () => {
  it.each([
    'Kitchen elevation.pdf',
    '../../etc/passwd',
    'गृह योजना.pdf',
    '..hidden..file..dwg',
    '   ',
    'Plan (final) #2 — client’s copy.PDF',
    `${'x'.repeat(300)}.jpeg`,
  ])('builds a path the storage_path check accepts from %j', (name) => {
    const path = filePath(PROJECT, 'documents', name);
    expect(path).toMatch(STORAGE_PATH_CHECK);
    expect(path).not.toContain('..');
    expect(isValidFilePath(path)).toBe(true);
    expect(areaOfPath(path)).toBe('documents');
    expect(projectOfPath(path)).toBe(PROJECT);
    expect(path.length).toBeLessThan(200);
  });

  it('keeps a readable name and its extension, and gives two uploads of one name two paths', () => {
    expect(safeFileName('Plan (final) #2.PDF')).toBe('Plan -final- -2.PDF');
    expect(safeFileName(`${'x'.repeat(300)}.jpeg`)).toMatch(/^x+\.jpeg$/);
    const first = filePath(PROJECT, 'recce', 'Living room.jpg');
    expect(first).not.toBe(filePath(PROJECT, 'recce', 'Living room.jpg'));
    expect(displayNameOfPath(first)).toBe('Living room.jpg');
  });

  it('refuses a project id that would change the folder', () => {
    expect(() => filePath('../other', 'documents', 'a.pdf')).toThrow();
  });
});

describe('catalogueImagePath', () => {
  // The is_catalogue_image_path() check of migration 20261126180000.
  const CATALOGUE_CHECK = /^catalogue\/(panels|skins|edge_bands|products)\/[A-Za-z0-9][A-Za-z0-9_. -]*$/;

  it.each(['Oak veneer.jpg', '../../x.png', 'लकड़ी.webp', '   '])(
    'builds a catalogue path from %j',
    (name) => {
      const path = catalogueImagePath('skins', name);
      expect(path).toMatch(CATALOGUE_CHECK);
      expect(path).not.toContain('..');
      expect(isValidFilePath(path)).toBe(true);
      expect(areaOfPath(path)).toBe('catalogue');
    },
  );

  it('names no area for a catalogue path of another kind or depth, nor for catalogue as a project area', () => {
    expect(areaOfPath('catalogue/orders/x.png')).toBeNull();
    expect(areaOfPath('catalogue/products/a/x.png')).toBeNull();
    expect(areaOfPath(`${PROJECT}/catalogue/x.png`)).toBeNull();
    expect(() => filePath(PROJECT, 'catalogue', 'x.png')).toThrow();
    expect(() => filePath('catalogue', 'documents', 'x.png')).toThrow();
  });
});

describe('checkFile', () => {
  it('takes PDFs, images and Office documents up to 20 MB for lesson attachments, not drawings', () => {
    const docx = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
    expect(checkFile('courses', { name: 'Handout.pdf', type: 'application/pdf', size: MB })).toBeNull();
    expect(checkFile('courses', { name: 'Steps.docx', type: docx, size: MB })).toBeNull();
    expect(
      checkFile('courses', { name: 'Rates.xls', type: 'application/vnd.ms-excel', size: MB }),
    ).toBeNull();
    expect(checkFile('courses', { name: 'Jig.png', type: 'image/png', size: MB })).toBeNull();
    expect(checkFile('courses', { name: 'Plan.dwg', type: '', size: MB })).toMatch(/not a type/);
    expect(checkFile('courses', { name: 'Big.pdf', type: 'application/pdf', size: 21 * MB })).toMatch(
      /over the 20 MB limit/,
    );
  });

  it('takes JPEG, PNG and WebP images up to 5 MB for the catalogue', () => {
    expect(checkFile('catalogue', { name: 'a.png', type: 'image/png', size: 5 * MB })).toBeNull();
    expect(checkFile('catalogue', { name: 'a.png', type: 'image/png', size: 5 * MB + 1 })).toMatch(
      /over the 5 MB limit/,
    );
    expect(checkFile('catalogue', { name: 'a.txt', type: 'text/plain', size: 5 })).toBe(
      '“a.txt” is not a type this place takes: JPEG, PNG or WebP images up to 5 MB.',
    );
  });

  it('takes images up to 10 MB for recce photos, and nothing else', () => {
    expect(checkFile('recce', { name: 'a.jpg', type: 'image/jpeg', size: 10 * MB })).toBeNull();
    expect(checkFile('recce', { name: 'a.webp', type: 'image/webp', size: 1 })).toBeNull();
    expect(checkFile('recce', { name: 'a.jpg', type: 'image/jpeg', size: 10 * MB + 1 })).toBe(
      '“a.jpg” is 10.0 MB, over the 10 MB limit (JPEG, PNG or WebP images up to 10 MB).',
    );
    expect(checkFile('recce', { name: 'a.pdf', type: 'application/pdf', size: 10 })).toBe(
      '“a.pdf” is not a type this place takes: JPEG, PNG or WebP images up to 10 MB.',
    );
  });

  it('takes images, PDFs and drawings up to 25 MB for designs and documents', () => {
    expect(checkFile('documents', { name: 'a.pdf', type: 'application/pdf', size: 25 * MB })).toBeNull();
    expect(checkFile('design', { name: 'plan.DWG', type: 'application/octet-stream', size: 5 })).toBeNull();
    expect(checkFile('design', { name: 'model.skp', type: '', size: 5 })).toBeNull();
    expect(storedContentType('design', { name: 'plan.dxf', type: '', size: 5 })).toBe('application/dxf');
    expect(checkFile('documents', { name: 'a.exe', type: 'application/octet-stream', size: 5 })).toMatch(
      /not a type this place takes/,
    );
    expect(checkFile('documents', { name: 'a.pdf', type: 'application/pdf', size: 26 * MB })).toMatch(
      /is 26.0 MB, over the 25 MB limit/,
    );
    expect(checkFile('documents', { name: 'empty.pdf', type: 'application/pdf', size: 0 })).toBe(
      '“empty.pdf” is empty.',
    );
  });
});
