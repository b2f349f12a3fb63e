import { expect, it } from 'vitest';
import {
  DEFAULT_PROJECTION,
  EARTH_RADIUS_KM,
  GEOMETRY_TOLERANCE,
  MAP_QUERY_MAX_PAGES,
  MAP_QUERY_PAGE_SIZE,
} from './index';

it.each([
  ['EARTH_RADIUS_KM', EARTH_RADIUS_KM, 6371],
  ['DEFAULT_PROJECTION', DEFAULT_PROJECTION, 4544],
  ['GEOMETRY_TOLERANCE', GEOMETRY_TOLERANCE, 0.1],
  ['MAP_QUERY_PAGE_SIZE', MAP_QUERY_PAGE_SIZE, 1000],
  ['MAP_QUERY_MAX_PAGES', MAP_QUERY_MAX_PAGES, 5],
])('%s is %d (spec §9)', (_name, actual, expected) => {
  expect(actual).toBe(expected);
});
