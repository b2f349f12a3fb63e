import type { PlateLinkage } from '@fengshou/core/contract';
import {
  LINK_PARAMS,
  type LinkKind,
  type LinkState,
  linkPartOfRow,
  linkStateOf,
  linkStateParams,
  type Row,
  withLinkPart,
  withoutLinkPart,
} from '@fengshou/core/plates';
import { App } from 'antd';
import { useCallback, useMemo } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { usePortal } from '../../api/portal-context';
import type { AreaRef } from '../../area/area-store';
import { menuHref } from '../../ui/menu-link';
import { AREA_PARAM } from './use-area-param';

const LINK_NAMES: readonly string[] = Object.values(LINK_PARAMS);

/** A plate as a linkage click needs it. */
interface LinkedPlate {
  id: number;
  linkage?: PlateLinkage | null;
  view: { label?: string } | null;
}

/**
 * The dashboard's linkage (联动). The state lives in the address (`?fa=…&fc=…&ff=…`), so a jump to another
 * topic is a link, the back button and a reload keep it, and a wall screen's address says what it shows.
 * `pick` applies a plate's click: a filter replaces the part of its kind (the same element again lifts
 * it); a jump opens the topic of the plate's menu key in the current group (else any group showing it)
 * with the area on screen, the parts chosen so far and the new one.
 */
export function useLinkage(area: AreaRef | null) {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const { menuGroupId } = useParams();
  const { menuRoutes } = usePortal();
  const { message } = App.useApp();
  const state = useMemo(() => linkStateOf((n) => params.get(n)), [params]);

  const replace = useCallback(
    (next: LinkState) =>
      setParams(
        (cur) => {
          const p = new URLSearchParams(cur);
          for (const n of LINK_NAMES) p.delete(n);
          for (const [k, v] of Object.entries(linkStateParams(next))) p.set(k, v);
          return p;
        },
        { replace: true },
      ),
    [setParams],
  );

  const pick = useCallback(
    (plate: LinkedPlate, row: Row) => {
      const linkage = plate.linkage;
      const part = linkage ? linkPartOfRow(row, plate.view?.label ?? 'name', plate.id) : null;
      if (!linkage || !part) return;
      if (linkage.action === 'filter') {
        replace(withLinkPart(state, part));
        return;
      }
      const targets = menuRoutes.filter((m) => m.menuKey === linkage.menuKey && !m.linkUrl && m.path);
      const target = targets.find((m) => String(m.groupId) === menuGroupId) ?? targets[0];
      const href = target ? menuHref(target) : null;
      if (!href) {
        void message.warning('联动的目标专题未在本主体的菜单中配置');
        return;
      }
      // The target starts from what this screen chose, plus the new part (its own plates chose nothing).
      const carried: LinkState = { ...state, ...part };
      const search = new URLSearchParams({
        ...(area ? { [AREA_PARAM]: String(area.areaId) } : {}),
        ...linkStateParams(carried),
      });
      navigate(`${href}?${search}`);
    },
    [state, replace, menuRoutes, menuGroupId, navigate, area, message],
  );

  const clear = useCallback((kind: LinkKind) => replace(withoutLinkPart(state, kind)), [state, replace]);
  return { state, pick, clear, replace };
}
