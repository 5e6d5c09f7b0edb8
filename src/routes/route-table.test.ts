// The route table is the one source for router, sidebar, breadcrumbs and tests: it must hold exactly the
// paths of the specification, each once, each with its lazily loaded page module under src/pages.
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { routeTable } from './route-table';

const specFile = resolve(import.meta.dirname, '../../../shared/spec/routes.txt');
const specPaths = readFileSync(specFile, 'utf8')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line !== '');
const tablePaths: readonly string[] = routeTable.map((entry) => entry.path);
const pagesDir = resolve(import.meta.dirname, '../pages');

describe('route table', () => {
  it('reads the 211 paths of the specification', () => {
    expect(specPaths).toHaveLength(211);
    for (const path of specPaths) expect(path).toMatch(/^\/\S+$/);
  });

  it('has every path of the specification exactly once', () => {
    const missing = specPaths.filter((path) => !tablePaths.includes(path));
    const repeated = specPaths.filter((path) => tablePaths.filter((p) => p === path).length > 1);
    expect(missing).toEqual([]);
    expect(repeated).toEqual([]);
  });

  it('has nothing the specification does not list', () => {
    expect(tablePaths.filter((path) => !specPaths.includes(path))).toEqual([]);
    expect(tablePaths).toHaveLength(specPaths.length);
  });

  it('points every entry at a page module that exists under src/pages', () => {
    const withoutModule = routeTable
      .map((entry) => `${entry.module}.page.tsx`)
      .filter((file) => !existsSync(resolve(pagesDir, file)));
    expect(withoutModule).toEqual([]);
  });

  it('gives every entry a title and a purpose', () => {
    for (const entry of routeTable) {
      expect(entry.title.trim(), entry.path).not.toBe('');
      expect(entry.purpose.trim(), entry.path).not.toBe('');
    }
  });
});
