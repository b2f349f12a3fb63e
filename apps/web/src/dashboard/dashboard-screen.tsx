import {
  areaChainOfCode,
  type DashboardCrop,
  type DashboardPeriod,
  dashboardMenuByKey,
  SKINS,
} from '@fengshou/core';
import { chartTheme, followsCrop, type SkinId, skinForMenu, skinLayout } from '@fengshou/core/plates';
import { Button, Result } from 'antd';
import {
  type CSSProperties,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useNavigate } from 'react-router';
import { usePortal } from '../api/portal-context';
import type { AreaRef } from '../area/area-store';
import { useCurrentArea } from '../area/use-current-area';
import { AreaContextBar } from '../ui/area/area-context-bar';
import { DataState, type QueryLike } from '../ui/data-state';
import { lazyWithPreload } from '../ui/lazy-with-preload';
import { WatermarkOverlay } from '../ui/watermark-overlay';
import { CentreMap } from './area-map/centre-map';
import { CropSwitch } from './crop-switch';
import type { DetailContent } from './detail-dialog';
import type { ChartTable } from './detail-rules';
import { DraftImagesContext, type PlateImageRow } from './draft-images';
import { EditDashboardLink } from './edit-dashboard-link';
import { LinkChips } from './linkage/link-chips';
import { useAreaParam } from './linkage/use-area-param';
import { useLinkage } from './linkage/use-linkage';
import { usePlateFilters } from './linkage/use-plate-filters';
import { useLivePlates } from './live-plates';
import { LoadingBar } from './loading-bar';
import { PeriodPicker } from './period-picker';
import { detailAction } from './plate-detail';
import { PlateFrame } from './plate-frame';
import type { PlateState } from './plate-state';
import {
  type PlateRow,
  useDataSourceContext,
  usePlates,
  usePrefetchOnAreaSelect,
} from './use-dashboard-data';
import { useViewportWidth } from './use-viewport';
import './dashboard.css';

const NO_PLATES: PlateRow[] = [];

// Loaded when a plate's detail is first opened, not before the plates are drawn (its select, export and
// carousel are modules no plate needs).
const DetailDialog = lazyWithPreload(async () => ({
  default: (await import('./detail-dialog')).DetailDialog,
}));

/** The deepest area level (village); the dashboard goes no further down. */
const VILLAGE_LEVEL = 5;

interface DashboardScreenProps {
  menuKey: number;
  title: string;
  /** A plate whose detailType is neither image, url nor table (spec §3: it emits an event). */
  onPlateEvent?: (plate: PlateRow) => void;
  /** Wall-screen use: no area bar controls beyond the breadcrumbs. */
  kiosk?: boolean;
  /** A dashboard not yet published (the editor's preview): its plates and skin instead of the menu's. */
  draft?: DraftDashboard;
}

/** What the editor's preview draws: unpublished plates, their skin and their stored detail tables. */
export interface DraftDashboard {
  plates: PlateRow[];
  skin: SkinId;
  /** Stored detail tables by plate id, shown by the detail dialog instead of the published ones. */
  tables: Readonly<Record<number, ChartTable[]>>;
  /** Pictures by plate id (addresses signed for the editor), shown instead of the published ones. */
  images?: Readonly<Record<number, PlateImageRow[]>>;
}

const noRefetch = () => undefined;

/** The draft's plates as the query result the screen otherwise reads. */
function draftQuery(draft: DraftDashboard): QueryLike<PlateRow[]> {
  return { data: draft.plates, isPending: false, isError: false, error: null, refetch: noRefetch };
}

/**
 * Gives the grid the height left below its top edge, so it fills the viewport at any size. Set on the
 * element, not through state: a state change re-rendered the whole screen synchronously before its first
 * paint (20–30 ms of a dashboard's load).
 */
function useFillHeight() {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const measure = () => {
      const el = ref.current;
      if (!el) return;
      const top = el.getBoundingClientRect().top + window.scrollY;
      el.style.height = `${Math.max(560, window.innerHeight - top - 12)}px`;
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, []);
  return ref;
}

/**
 * A dashboard: the plates configured for a menu key laid out by the menu's skin around the current
 * area's map. Choosing a child area (map, drilled rows, picker) moves the whole screen there and every
 * plate reloads for it; the breadcrumbs lead back up to the subject's own area. A draft's pictures reach
 * its image plates and image details through DraftImagesContext.
 */
export function DashboardScreen(props: DashboardScreenProps) {
  return (
    <DraftImagesContext.Provider value={props.draft?.images}>
      <Screen {...props} />
    </DraftImagesContext.Provider>
  );
}

function Screen({ menuKey, title, onPlateEvent, kiosk, draft }: DashboardScreenProps) {
  const portal = usePortal();
  const navigate = useNavigate();
  const { selected, trail, select } = useCurrentArea();
  // An address naming an area (a linkage jump, a wall screen's playlist) opens the screen there.
  useAreaParam();
  const link = useLinkage(selected);
  const published = usePlates(draft ? 0 : menuKey);
  const plates = useMemo(() => (draft ? draftQuery(draft) : published), [draft, published]);
  // The topic's catalogue entry says what its centre map draws and whether its prices follow a crop.
  const topic = dashboardMenuByKey(menuKey);
  const [period, setPeriod] = useState<DashboardPeriod | undefined>(undefined);
  const [crop, setCrop] = useState<DashboardCrop | undefined>(undefined);
  const choice = useMemo(() => ({ period, crop }), [period, crop]);
  const source = useDataSourceContext(choice);
  const filters = usePlateFilters(plates.data ?? NO_PLATES, link.state);
  // New alarms and readings of the area redraw the plates that show them, without waiting for a poll.
  useLivePlates(plates.data ?? NO_PLATES, source?.ctx ?? null, filters);
  usePrefetchOnAreaSelect(plates.data ?? NO_PLATES, choice);
  const viewport = useViewportWidth();
  const themeName = portal.skin === SKINS.tech ? 'tech' : 'classic';
  // One object per skin and width: every chart's option is memoised on it, and a new one at each render
  // of the screen (a plate settling re-renders it) had every chart set its option and redraw again.
  const theme = useMemo(() => chartTheme(themeName, viewport), [themeName, viewport]);
  const fillRef = useFillHeight();
  const [detail, setDetail] = useState<{ plate: PlateRow; content: DetailContent } | null>(null);
  const [states, setStates] = useState<Record<number, PlateState>>({});
  const onStateChange = useCallback((id: number, s: PlateState) => {
    setStates((cur) => (cur[id] === s ? cur : { ...cur, [id]: s }));
  }, []);
  // The detail tables are computed for the area on screen when the dialog opens.
  const selectedId = useRef<number | undefined>(undefined);
  selectedId.current = selected?.areaId;
  const draftTables = useRef(draft?.tables);
  draftTables.current = draft?.tables;
  // A chosen area that the screen has left (the breadcrumbs went up past it, the map into a sibling) no
  // longer filters: it would show figures of a place outside the one on screen.
  const chosenArea = link.state.area?.areaId;
  const { clear } = link;
  useEffect(() => {
    if (chosenArea !== undefined && selected && !areaChainOfCode(chosenArea).includes(selected.areaId)) {
      clear('area');
    }
  }, [chosenArea, selected, clear]);

  const drill = useCallback(
    (area: AreaRef) => {
      if (area.level <= VILLAGE_LEVEL && Number.isFinite(area.areaId)) select(area);
    },
    [select],
  );
  const openDetail = useCallback(
    (plate: PlateRow) => {
      const action = detailAction(plate);
      if (action.kind === 'dialog') {
        const content =
          action.content.kind === 'table'
            ? { ...action.content, areaId: selectedId.current, tables: draftTables.current?.[plate.id] }
            : action.content;
        setDetail({ plate, content });
      } else if (action.kind === 'route') navigate(action.path);
      else if (action.kind === 'link') window.open(action.url, '_blank', 'noopener,noreferrer');
      else if (action.kind === 'event') {
        onPlateEvent?.(plate);
        window.dispatchEvent(new CustomEvent('fs:plate-detail', { detail: { plateId: plate.id } }));
      }
    },
    [navigate, onPlateEvent],
  );

  if (!portal.subject || !selected) {
    return (
      <Result
        status="warning"
        title={title}
        subTitle="未能加载当前用户的政府主体信息，无法确定辖区"
        extra={<Button onClick={portal.reload}>重新加载</Button>}
      />
    );
  }
  if (!portal.permissions.includes('dashboard:view')) {
    return <Result status="403" title={title} subTitle="当前角色没有查看大屏的权限" />;
  }
  if (menuKey <= 0) return <Result status="info" title={title} subTitle="本页面尚未配置大屏板块" />;
  const list = plates.data ?? [];
  const skin = draft?.skin ?? skinForMenu(portal.subject.dashboadTemplateStr, menuKey, list.length);
  const layout = skinLayout(skin, list.length);
  const shown = list.slice(0, layout.slots.length);
  const settledCount = shown.filter((p) => states[p.id] !== undefined && states[p.id] !== 'loading').length;
  const periodic = shown.some((p) => p.periodic);
  const style: CSSProperties = {
    gridTemplateColumns: layout.columns,
    gridTemplateRows: layout.rows,
    gridTemplateAreas: layout.areas.map((r) => `"${r}"`).join(' '),
  };
  return (
    <div
      className={`dash-screen dash-${skin}${kiosk ? ' is-kiosk' : ''}`}
      data-menu-key={menuKey}
      // Controls drawn at fixed pixel sizes (breadcrumbs, picker, empty states) follow the 1920 design.
      style={{ '--dash-scale': Math.max(1, Math.min(2, viewport / 1920)) } as CSSProperties}
    >
      <header className="dash-bar">
        <h1 className="topic-title dash-title">{title}</h1>
        <LinkChips state={link.state} onClear={link.clear} />
        {shown.length > 0 ? (
          <LoadingBar
            run={`${menuKey}:${selected.areaId}`}
            done={settledCount / shown.length}
            total={shown.length}
          />
        ) : null}
        {topic?.cropSwitch ? <CropSwitch value={crop} onChange={setCrop} /> : null}
        {periodic ? <PeriodPicker value={period} onChange={setPeriod} /> : null}
        <AreaContextBar />
        {kiosk || draft ? null : <EditDashboardLink menuKey={menuKey} />}
      </header>
      <div
        ref={fillRef}
        className="dash-grid"
        style={style}
        data-skin-id={skin}
        data-area-id={selected.areaId}
      >
        <section
          className="dash-map"
          style={{ gridArea: layout.mapArea }}
          aria-label={`${selected.areaName}地图`}
        >
          <div className="dash-map-title">
            <span>{selected.areaName}</span>
          </div>
          <div className="dash-map-body">
            <CentreMap
              area={selected}
              trail={trail}
              theme={theme}
              onDrill={drill}
              platesSettled={plates.isError || (!plates.isPending && settledCount === shown.length)}
              layer={topic?.centre}
            />
          </div>
        </section>
        {plates.isPending || plates.isError || list.length === 0 ? (
          <div className="dash-plates-state" style={{ gridArea: layout.slots[0] ?? 'p1' }}>
            <DataState
              query={plates}
              isEmpty={(l) => l.length === 0}
              emptyText={draft ? '尚未添加板块：从左侧板块位置添加' : '本专题尚未配置大屏板块'}
            >
              {() => null}
            </DataState>
          </div>
        ) : (
          list
            .slice(0, layout.slots.length)
            .map((plate, i) => (
              <PlateFrame
                key={plate.id}
                plate={plate}
                gridArea={layout.slots[i]!}
                bordered={layout.skin.bordered}
                source={source}
                area={selected}
                theme={theme}
                onDrill={drill}
                onDetail={openDetail}
                onStateChange={onStateChange}
                filter={filters.get(plate.id)}
                onPick={link.pick}
                tag={crop && followsCrop(plate.interfaceUrl, plate.parameters) ? crop.name : undefined}
              />
            ))
        )}
      </div>
      {detail ? (
        <DetailDialog
          title={detail.plate.plateName}
          content={detail.content}
          onClose={() => setDetail(null)}
          onMore={
            detail.plate.detailUrl?.startsWith('/')
              ? () => {
                  setDetail(null);
                  navigate(detail.plate.detailUrl!);
                }
              : undefined
          }
        />
      ) : null}
      <WatermarkOverlay />
    </div>
  );
}
