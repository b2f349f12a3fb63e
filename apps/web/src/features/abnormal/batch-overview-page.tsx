import { ABNORMAL_TYPE_LABELS, BATCH_TYPE_LABELS } from '@fengshou/core';
import { convergeBatch, convergeLandAbnormal } from '@fengshou/core/contract';
import { Select, Space, Table } from 'antd';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useApiQuery } from '../../api';
import { usePortal } from '../../api/portal-context';
import { useCurrentArea } from '../../area/use-current-area';
import { AreaMap, batchFindingsLayer, type FindingsLoaded, type MapLayerDef, preloadGisMap } from '../../map';
import { ReviewFrame } from '../../review/review-frame';
import { useReviewHref } from '../../review/review-links';
import { DataState } from '../../ui/data-state';
import { Panel } from '../../ui/panel';
import type { PageProps } from '../../ui/route-meta';
import { hasPermission } from '../../ui/use-guarded-click';
import { useBatchImageryChoice } from './batch-imagery';
import { ImagerySourceButton } from './imagery-source-dialog';

// The page is a map: its code loads with the page's chunk, not when the page first renders.
preloadGisMap();

/** Batch types whose findings are review cases (and so are drawn): 非农化 occupations, 非粮化/撂荒 abnormals. */
const CASE_BATCH_TYPES = new Set([1, 2]);

/** How many of the findings the map draws, when the server capped them. */
function loadedText(l: FindingsLoaded): string {
  return l.shown < l.total
    ? `地图显示面积最大的 ${l.shown.toLocaleString('zh-CN')} 个，共 ${l.total.toLocaleString('zh-CN')} 个图斑`
    : `${l.total.toLocaleString('zh-CN')} 个图斑`;
}

/**
 * 监测批次总览: every batch over the area with its case counts, abnormal cases per child area, and the
 * chosen batch's findings on the map (outlines coloured by status, at every zoom; a click opens the case).
 */
export default function BatchOverviewPage({ meta }: PageProps) {
  const { selected } = useCurrentArea();
  const href = useReviewHref();
  const { permissions } = usePortal();
  const [batch, setBatch] = useState<number>();
  // The batch drawn on the map: the one picked in the list, else (spec §4 "Batches") the first with cases.
  const [picked, setPicked] = useState<number>();
  const [loaded, setLoaded] = useState<FindingsLoaded & { batchId: number }>();
  const area = selected ? { areaId: selected.areaId, areaLevel: selected.level } : {};
  const batches = useApiQuery(convergeBatch, area, { enabled: !!selected });
  const kids = useApiQuery(
    convergeLandAbnormal,
    { ...area, cultivatedLandBatchId: batch },
    { enabled: !!selected && (selected.level ?? 5) < 5 },
  );
  const drawable = (b: { batchType: number; caseCount: number }) =>
    CASE_BATCH_TYPES.has(b.batchType) && b.caseCount > 0;
  const shown = batches.data?.find((b) => b.id === picked) ?? batches.data?.find(drawable);
  const shownId = shown?.id;
  // 前/后时相: the batch's before or after image under its findings (a reviewer's view of the change).
  const imagery = useBatchImageryChoice(shownId);
  const findings = useMemo(
    () =>
      shownId
        ? batchFindingsLayer({ batchId: shownId, onLoad: (l) => setLoaded({ ...l, batchId: shownId }) })
        : null,
    [shownId],
  );
  const layers = useMemo(
    () => [imagery.layer, findings].filter((l): l is MapLayerDef => l !== null),
    [imagery.layer, findings],
  );
  const choose = (b: { id: number; batchType: number }) => {
    setPicked(b.id);
    if (b.batchType === 2) setBatch(b.id);
  };
  return (
    <ReviewFrame meta={meta} subtitle={selected?.areaName}>
      <div className="review-case">
        <div className="review-col">
          <Panel title="监测批次">
            <DataState query={batches} isEmpty={(b) => b.length === 0}>
              {(b) => (
                <Table
                  rowKey="id"
                  size="small"
                  dataSource={b}
                  pagination={{ pageSize: 10 }}
                  // The radio (or a click on the row) puts the batch's findings on the map.
                  rowSelection={{
                    type: 'radio',
                    columnTitle: '地图',
                    columnWidth: 56,
                    selectedRowKeys: shownId ? [shownId] : [],
                    onChange: (_, rows) => rows[0] && choose(rows[0]),
                    getCheckboxProps: (r) => ({
                      disabled: !drawable(r),
                      'aria-label': `在地图上显示${r.batchName}`,
                    }),
                  }}
                  onRow={(r) => ({
                    onClick: () => drawable(r) && choose(r),
                    style: drawable(r) ? { cursor: 'pointer' } : undefined,
                  })}
                  columns={[
                    { title: '批次', dataIndex: 'batchName' },
                    {
                      title: '类型',
                      dataIndex: 'batchType',
                      render: (v: number) => BATCH_TYPE_LABELS[v] ?? v,
                    },
                    { title: '区域', dataIndex: 'areaName' },
                    {
                      title: '前时相',
                      dataIndex: 'compareImageDate',
                      render: (v: string | null) => v ?? '—',
                    },
                    { title: '后时相', dataIndex: 'imageDate' },
                    { title: '图斑数', dataIndex: 'caseCount', align: 'right' },
                    { title: '已完成', dataIndex: 'doneCount', align: 'right' },
                    { title: '面积(亩)', dataIndex: 'caseAreaMu', align: 'right' },
                    {
                      title: '',
                      key: 'go',
                      render: (_: unknown, r) =>
                        r.batchType === 1 ? (
                          <Link to={href('/land-control/occupation')}>审核</Link>
                        ) : r.batchType === 2 ? (
                          <Link to={href('/land-control/abnormal')}>处置</Link>
                        ) : null,
                    },
                  ]}
                />
              )}
            </DataState>
          </Panel>
          <Panel
            title="耕地异常分区汇总"
            extra={
              <Select
                allowClear
                placeholder="全部批次"
                style={{ minWidth: 240 }}
                value={batch}
                onChange={(v: number | undefined) => {
                  setBatch(v);
                  if (v !== undefined) setPicked(v);
                }}
                options={batches.data
                  ?.filter((b) => b.batchType === 2)
                  .map((b) => ({ value: b.id, label: b.batchName }))}
              />
            }
          >
            <DataState query={kids} isEmpty={(k) => k.length === 0} emptyText="无下级区域">
              {(k) => (
                <Table
                  rowKey="areaId"
                  size="small"
                  dataSource={k}
                  pagination={false}
                  columns={[
                    { title: '区域', dataIndex: 'areaName' },
                    { title: '图斑数', dataIndex: 'caseCount', align: 'right' },
                    { title: '面积(亩)', dataIndex: 'caseAreaMu', align: 'right' },
                    { title: '已完成', dataIndex: 'doneCount', align: 'right' },
                    { title: '已整治', dataIndex: 'governedCount', align: 'right' },
                    {
                      title: '类型构成',
                      dataIndex: 'byType',
                      render: (v: { abnormalType: number; count: number }[]) =>
                        v.map((t) => `${ABNORMAL_TYPE_LABELS[t.abnormalType]} ${t.count}`).join('，') || '—',
                    },
                  ]}
                />
              )}
            </DataState>
          </Panel>
        </div>
        <div className="review-col">
          <Panel
            title={shown ? `${shown.batchName} · 图斑分布` : `${selected?.areaName ?? ''}区划图`}
            extra={
              <Space size={8}>
                {shown && loaded?.batchId === shown.id ? (
                  <span className="batch-map-count" data-testid="batch-map-count">
                    {loadedText(loaded)}
                  </span>
                ) : null}
                {shown && hasPermission(permissions, 'imagery:manage') && (
                  <ImagerySourceButton batchId={shown.id} batchName={shown.batchName} />
                )}
              </Space>
            }
            className="batch-map"
          >
            <AreaMap layers={layers}>{imagery.control}</AreaMap>
          </Panel>
        </div>
      </div>
    </ReviewFrame>
  );
}
