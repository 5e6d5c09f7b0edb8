import { describe, expect, it } from 'vitest';
import { iconWords, importLine, searchIcons } from './icon-search';

const NAMES = ['ArrowDown', 'ArrowDown10', 'Ruler', 'PencilRuler', 'RulerDimensionLine', 'Scissors'];

describe('iconWords', () => {
  it('splits PascalCase names and numbers into words', () => {
    expect(iconWords('RulerDimensionLine')).toBe('ruler dimension line');
    expect(iconWords('ArrowDown10')).toBe('arrow down 10');
  });
});

describe('searchIcons', () => {
  it('matches every typed word, exact names first, then prefixes', () => {
    expect(searchIcons(NAMES, 'ruler')).toEqual(['Ruler', 'RulerDimensionLine', 'PencilRuler']);
  });

  it('treats spaces, hyphens and case alike', () => {
    expect(searchIcons(NAMES, 'Arrow-down')).toEqual(['ArrowDown', 'ArrowDown10']);
    expect(searchIcons(NAMES, 'down arrow')).toEqual(['ArrowDown', 'ArrowDown10']);
  });

  it('returns everything for an empty query and nothing for a miss', () => {
    expect(searchIcons(NAMES, '  ')).toHaveLength(NAMES.length);
    expect(searchIcons(NAMES, 'sofa')).toEqual([]);
  });
});

describe('importLine', () => {
  it('is the line to paste', () => {
    expect(importLine('Ruler')).toBe("import { Ruler } from 'lucide-react';");
  });
});
