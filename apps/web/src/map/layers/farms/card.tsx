import type { MapFeatureHit } from '../../types';
import { PointCard } from '../points/card';

const FARM_STATUSES = [
  ['1', '正常经营'],
  ['2', '暂停经营'],
  ['3', '已注销'],
] as const;

/** Card of a clicked farm: the point card with the farm's business status. */
export function FarmCard({ hit }: { hit: MapFeatureHit }) {
  return <PointCard hit={hit} statuses={FARM_STATUSES} farms />;
}
