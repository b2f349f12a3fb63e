import { areaChainOfCode } from '@fengshou/core';
import type { QueryClient } from '@tanstack/react-query';
import { childAreasQuery } from '../../area/area-queries';
import type { AreaRef } from '../../area/area-store';

/**
 * The trail from the subject's own area down to `areaId`, with the names of the areas on the way (their
 * parents' children lists, cached with the area picker's), or null when the area is not below the own
 * area or not found: an address naming an area opens the screen there, as clicks down the map would.
 */
export async function trailTo(client: QueryClient, own: AreaRef, areaId: number): Promise<AreaRef[] | null> {
  if (areaId === own.areaId) return [own];
  const chain = areaChainOfCode(areaId);
  const start = chain.indexOf(own.areaId);
  if (start < 0) return null;
  const trail: AreaRef[] = [own];
  for (const code of chain.slice(start + 1)) {
    const parent = trail[trail.length - 1]!;
    const children = await client.fetchQuery(childAreasQuery(parent.areaId, false));
    const child = children.find((c) => c.areaId === code);
    if (!child) return null;
    trail.push({ areaId: child.areaId, areaName: child.areaName, level: child.level });
  }
  return trail;
}
