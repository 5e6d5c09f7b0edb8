import { describe, expect, it } from 'vitest';
import { clusterPoints } from './cluster-sites';

describe('clusterPoints', () => {
  const points = [
    { id: 'a', x: 0, y: 0 },
    { id: 'b', x: 30, y: 40 },
    { id: 'c', x: 300, y: 0 },
    { id: 'd', x: 10, y: 0 },
  ];

  it('merges points within the radius of a cluster’s first point, at their mean position', () => {
    expect(clusterPoints(points, 50)).toEqual([
      { ids: ['a', 'b', 'd'], x: 40 / 3, y: 40 / 3 },
      { ids: ['c'], x: 300, y: 0 },
    ]);
  });

  it('keeps points just outside the radius apart', () => {
    expect(clusterPoints(points, 49).map((cluster) => cluster.ids)).toEqual([['a', 'd'], ['b'], ['c']]);
  });

  it('gives every point its own cluster when clustering is off', () => {
    expect(clusterPoints(points, 0)).toHaveLength(4);
  });

  it('accounts for every point exactly once', () => {
    const ids = clusterPoints(points, 100).flatMap((cluster) => cluster.ids);
    expect(ids.sort()).toEqual(['a', 'b', 'c', 'd']);
  });
});
