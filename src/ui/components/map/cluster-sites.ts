/**
 * Marker clustering in screen space: markers whose pixel positions lie within a radius of a cluster's
 * first marker join it. Greedy and order-dependent, which is fine for the tens of sites a workshop has
 * (a plugin such as leaflet.markercluster would need Leaflet as a global).
 */
export interface ScreenPoint {
  id: string;
  x: number;
  y: number;
}

export interface Cluster {
  ids: string[];
  /** The members' mean position. */
  x: number;
  y: number;
}

export function clusterPoints(points: readonly ScreenPoint[], radius: number): Cluster[] {
  const taken = new Set<string>();
  const clusters: Cluster[] = [];
  for (const seed of points) {
    if (taken.has(seed.id)) continue;
    const members = points.filter(
      (point) =>
        !taken.has(point.id) &&
        (radius <= 0 ? point.id === seed.id : Math.hypot(point.x - seed.x, point.y - seed.y) <= radius),
    );
    for (const member of members) taken.add(member.id);
    clusters.push({
      ids: members.map((member) => member.id),
      x: members.reduce((sum, member) => sum + member.x, 0) / members.length,
      y: members.reduce((sum, member) => sum + member.y, 0) / members.length,
    });
  }
  return clusters;
}
