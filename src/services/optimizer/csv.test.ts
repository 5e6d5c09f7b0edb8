import { describe, expect, it } from 'vitest';
import { KITCHEN_JOB } from './fixtures/shop-jobs.ts';
import { cutListRows, parseDelimited } from './csv.ts';
import {
  draftIssues,
  draftToJob,
  emptyDraft,
  importParts,
  jobToDraft,
  LAST_JOB_STORAGE_KEY,
  loadDraft,
  saveDraft,
} from './job-draft.ts';
import { optimizeCutting } from './optimize.ts';

describe('parseDelimited', () => {
  it('reads quoted CSV cells with commas, quotes and line breaks', () => {
    expect(parseDelimited('a,"b, c","say ""hi"""\r\n1,2,3\n')).toEqual([
      ['a', 'b, c', 'say "hi"'],
      ['1', '2', '3'],
    ]);
  });

  it('reads tab-separated text pasted from a spreadsheet', () => {
    expect(parseDelimited('Side\t720\t560\nShelf\t564\t540')).toEqual([
      ['Side', '720', '560'],
      ['Shelf', '564', '540'],
    ]);
  });
});

describe('importParts', () => {
  it('maps a header row and reports bad rows by line, keeping every row', () => {
    const result = importParts(
      'Name,Length,Width,Qty,Grain\nSide,720,560,2,yes\nShelf,abc,540,1,no\n,300,-2,1,',
    );
    expect(result.rows.map((r) => [r.name, r.length, r.width, r.quantity, r.grainLocked])).toEqual([
      ['Side', '720', '560', '2', true],
      ['Shelf', 'abc', '540', '1', false],
      ['', '300', '-2', '1', false],
    ]);
    expect(result.errors).toEqual([
      { line: 3, message: 'length "abc" is not a number above 0' },
      { line: 4, message: 'no name; width "-2" is not a number above 0' },
    ]);
  });

  it('reads columns in the documented order when there is no header', () => {
    const [row] = importParts('Door\t716\t446\t2\tHDHMR laminated\t18\tyes\t2\t2\t2\t2').rows;
    expect(row).toMatchObject({
      name: 'Door',
      length: '716',
      width: '446',
      quantity: '2',
      material: 'HDHMR laminated',
      thickness: '18',
      grainLocked: true,
      bandL1: '2',
      bandW2: '2',
    });
  });
});

describe('job drafts', () => {
  it('round-trips a job through a draft', () => {
    expect(draftToJob(jobToDraft(KITCHEN_JOB))).toEqual(KITCHEN_JOB);
  });

  it('puts each problem next to its row and field', () => {
    const draft = emptyDraft();
    const part = { ...draft.parts[0]!, name: 'Side', length: 'x', width: '0' };
    const issues = draftIssues({ ...draft, parts: [part], settings: { ...draft.settings, kerf: '-1' } });
    expect(issues.parts[part.id]).toEqual({
      length: 'Length must be a number above 0 mm.',
      width: 'Width must be a number above 0 mm.',
    });
    expect(issues.settings.kerf).toBe('Kerf must be 0 mm or more.');
  });

  it('keeps the last job and ignores malformed storage', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
    };
    const draft = jobToDraft(KITCHEN_JOB);
    saveDraft(storage, draft);
    expect(loadDraft(storage)).toEqual(draft);
    store.set(LAST_JOB_STORAGE_KEY, '{not json');
    expect(loadDraft(storage)).toBeNull();
    store.set(LAST_JOB_STORAGE_KEY, JSON.stringify({ ...draft, parts: 'nope' }));
    expect(loadDraft(storage)).toBeNull();
  });
});

describe('cutListRows', () => {
  it('writes one row per part copy with its sheet and cut size', () => {
    const plan = optimizeCutting(KITCHEN_JOB, { timeLimitMs: 30 });
    const rows = cutListRows(plan).map((row) => row.map(String));
    const copies = KITCHEN_JOB.parts.reduce((s, p) => s + p.quantity, 0);
    expect(rows).toHaveLength(copies);
    const door = rows.find((r) => r[4] === 'Sink base door')!;
    // 716 x 446 finished with 2 mm bands all round: cut 712 x 442.
    expect(door.slice(7, 9)).toEqual(['712', '442']);
    expect(door[12]).toBe('yes');
  });
});
