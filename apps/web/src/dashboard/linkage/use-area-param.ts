import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useCurrentArea } from '../../area/use-current-area';
import { trailTo } from './area-trail';

/** Search parameter of a dashboard address naming the area it opens at (a linkage jump, a playlist entry). */
export const AREA_PARAM = 'area';

/**
 * Moves the screen to the area its address names, then drops the parameter, so the user's later clicks
 * down the map are not pulled back to it. An area outside the subject's own is ignored.
 */
export function useAreaParam(): void {
  const [params, setParams] = useSearchParams();
  const client = useQueryClient();
  const { trail, selected, setTrail } = useCurrentArea();
  const wanted = params.get(AREA_PARAM);
  const own = trail[0];
  useEffect(() => {
    if (wanted === null || !own) return;
    let live = true;
    const drop = () =>
      setParams(
        (cur) => {
          const next = new URLSearchParams(cur);
          next.delete(AREA_PARAM);
          return next;
        },
        { replace: true },
      );
    const areaId = /^\d{12}$/.test(wanted) ? Number(wanted) : Number.NaN;
    if (areaId === selected?.areaId || Number.isNaN(areaId)) {
      drop();
      return;
    }
    trailTo(client, own, areaId).then(
      (found) => {
        if (!live) return;
        if (found) setTrail(found);
        drop();
      },
      () => live && drop(),
    );
    return () => {
      live = false;
    };
  }, [wanted, own, selected?.areaId, client, setTrail, setParams]);
}
