import { useCurrentArea } from '../area/use-current-area';
import { GisMap } from './lazy-map';
import type { GisMapProps } from './types';

/**
 * GisMap bound to the page's area context: it shows the selected area, drilling selects a child in the
 * area store (so the picker, the dashboard and lists follow the map) and the breadcrumbs walk back up.
 */
export function AreaMap(props: Omit<GisMapProps, 'area' | 'trail' | 'onAreaSelect'>) {
  const { selected, trail, select } = useCurrentArea();
  if (!selected) return null;
  return <GisMap {...props} area={selected} trail={trail} onAreaSelect={select} />;
}
