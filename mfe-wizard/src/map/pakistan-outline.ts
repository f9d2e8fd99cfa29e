import type { FeatureCollection } from 'geojson';

/**
 * Offline base layer of the map: a coarse, hand-authored outline of Pakistan (about 60 points, error up to
 * ~30 km) and its province boundaries as lines. Good enough to place the cities without any tile server;
 * not for anything that needs real borders. Coordinates are [longitude, latitude].
 */
const COUNTRY: [number, number][] = [
  [61.6, 25.1], [61.8, 26.2], [63.2, 26.6], [63.3, 27.2], [62.8, 27.3], [62.8, 28.2], [61.9, 28.6], [60.9, 29.4],
  [60.9, 29.9], [62.5, 29.4], [64.1, 29.5], [66.3, 29.9], [66.4, 30.9], [67.8, 31.6], [69.3, 31.9], [69.5, 33.0],
  [70.3, 33.4], [69.9, 34.0], [71.1, 34.4], [71.5, 35.1], [71.6, 36.0], [72.5, 36.7], [73.9, 36.9], [74.6, 37.0],
  [75.4, 36.9], [75.9, 36.6], [76.6, 35.9], [77.8, 35.5], [76.8, 34.9], [75.8, 34.6], [74.4, 34.7], [73.9, 33.9],
  [74.0, 33.2], [74.6, 32.7], [74.7, 31.9], [74.5, 31.1], [73.9, 30.4], [73.4, 29.9], [72.9, 29.0], [71.9, 27.9],
  [70.6, 28.0], [69.6, 27.2], [70.1, 26.4], [70.2, 25.7], [70.9, 24.9], [71.1, 24.4], [70.0, 24.2], [68.8, 23.9],
  [68.2, 23.7], [67.4, 24.0], [67.1, 24.7], [66.7, 24.85], [66.5, 25.4], [65.5, 25.3], [64.6, 25.2], [63.5, 25.2],
  [62.4, 25.1], [61.6, 25.1],
];

const line = (name: string, coordinates: [number, number][]) => ({
  type: 'Feature' as const, properties: { name, kind: 'province-boundary' }, geometry: { type: 'LineString' as const, coordinates },
});

export const PAKISTAN_OUTLINE: FeatureCollection = {
  type: 'FeatureCollection',
  features: [
    { type: 'Feature', properties: { name: 'Pakistan', kind: 'country' }, geometry: { type: 'Polygon', coordinates: [COUNTRY] } },
    line('Balochistan | Sindh', [[66.65, 25.4], [67.2, 26.2], [67.5, 27.3], [67.9, 28.1], [69.6, 28.5]]),
    line('Sindh | Punjab', [[69.6, 28.5], [70.2, 28.1], [70.6, 28.0]]),
    line('Balochistan | Punjab', [[69.6, 28.5], [69.3, 29.2], [69.9, 30.2], [70.0, 31.2]]),
    line('Balochistan | KPK', [[70.0, 31.2], [69.3, 31.9]]),
    line('KPK | Punjab', [[70.0, 31.2], [70.8, 31.6], [71.5, 32.4], [71.8, 33.0], [72.3, 33.8], [72.8, 33.85], [73.4, 34.0]]),
    line('Islamabad', [[72.8, 33.55], [73.3, 33.55], [73.3, 33.8], [72.8, 33.8], [72.8, 33.55]]),
    line('KPK | AJK & GB', [[73.4, 34.0], [73.5, 34.4], [73.7, 35.0], [73.4, 35.6], [72.5, 36.0], [72.5, 36.7]]),
    line('AJK | Punjab', [[73.4, 34.0], [73.6, 33.3], [74.0, 33.2]]),
    line('AJK | GB', [[73.7, 35.0], [74.4, 34.9], [75.0, 34.7]]),
  ],
};
