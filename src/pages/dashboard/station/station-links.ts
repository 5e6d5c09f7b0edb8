/**
 * Where the shop floor's station view lives: the cutting optimizer's production route with
 * ?view=station (the route table holds only the specification's paths), at one station when the
 * URL names its code (&station=SAW), so a tablet can be bookmarked to its station.
 */
export const STATION_VIEW = 'station';

/** The link to the station view, at one station when its code is given. */
export function stationViewHref(stationCode?: string): string {
  const query = new URLSearchParams({ view: STATION_VIEW });
  if (stationCode) query.set('station', stationCode);
  return `/dashboard/optimizer?${query.toString()}`;
}
