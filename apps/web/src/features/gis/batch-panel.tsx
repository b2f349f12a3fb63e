import { BATCH_TYPES, MONITORING_SNAPSHOT_DATES } from '@fengshou/core';
import type { zMonitoringBatch } from '@fengshou/core/contract';
import { Tag } from 'antd';
import type { z } from 'zod';
import { muText } from '../../map';
import { DataState, type QueryLike } from '../../ui/data-state';
import { Panel } from '../../ui/panel';

type Batch = z.output<typeof zMonitoringBatch>;

const TYPE_TEXT: Record<number, string> = { ...BATCH_TYPES, 2: '非粮化/撂荒', 3: '作物监测' };

/**
 * Batches of the area; the active one is highlighted, clicking one makes it active. Batches whose image is
 * one of the historical snapshot dates (spec §9) carry the snapshot tag.
 */
export function BatchPanel({
  title = '监测批次',
  batches,
  activeId,
  onSelect,
  secondaryId,
}: {
  title?: string;
  batches: QueryLike<Batch[]>;
  activeId: number | null;
  secondaryId?: number | null;
  onSelect: (id: number) => void;
}) {
  return (
    <Panel title={title}>
      <DataState query={batches} isEmpty={(d) => d.length === 0} emptyText="该区域暂无监测批次">
        {(list) => (
          <div className="gis-stat-list" data-testid="batch-list">
            {list.map((b) => (
              // biome-ignore lint/a11y/useSemanticElements: a card with several lines, not a plain button
              <div
                key={b.id}
                role="button"
                tabIndex={0}
                aria-pressed={b.id === activeId}
                className={`gis-batch${b.id === activeId ? ' is-active' : ''}`}
                onClick={() => onSelect(b.id)}
                onKeyDown={(e) => e.key === 'Enter' && onSelect(b.id)}
              >
                <div className="gis-batch-name">
                  {b.batchName}{' '}
                  {b.id === secondaryId && b.id !== activeId ? <Tag color="orange">非农化</Tag> : null}
                </div>
                <div className="gis-batch-meta">
                  {TYPE_TEXT[b.batchType] ?? b.batchType} · 影像 {b.imageDate}
                  {(MONITORING_SNAPSHOT_DATES as readonly string[]).includes(b.imageDate) ? (
                    <Tag style={{ marginLeft: 6 }}>历史快照</Tag>
                  ) : null}
                </div>
                {b.batchType !== 3 && (
                  <div className="gis-batch-meta">
                    图斑 {b.findingCount} 处 · {muText(b.findingAreaMu)}
                  </div>
                )}
              </div>
            ))}
          </div>
        )}
      </DataState>
    </Panel>
  );
}
