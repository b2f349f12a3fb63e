import { statCatalog } from '@fengshou/core/contract';
import { useApiQuery } from '../../api';
import { useCurrentArea } from '../../area/use-current-area';
import { AreaContextBar } from '../../ui/area/area-context-bar';
import { DataState } from '../../ui/data-state';
import { PageFrame } from '../../ui/detail-page';
import { MetricStrip } from '../../ui/metric';
import { Panel } from '../../ui/panel';
import type { PageProps } from '../../ui/route-meta';
import './screens.css';

/** A summary answers up to 12 metrics at once. */
const MAX_PER_CALL = 12;

/**
 * /overviewdemo (总览演示): every figure the metric registry holds for the area, topic by topic — what the
 * dashboards draw from, in one place.
 */
export default function OverviewPage({ meta }: PageProps) {
  const { selected } = useCurrentArea();
  const catalog = useApiQuery(statCatalog, {}, { staleTime: 10 * 60_000 });
  const topics = new Map<string, string[]>();
  for (const m of catalog.data ?? []) topics.set(m.topic, [...(topics.get(m.topic) ?? []), m.metric]);
  return (
    <PageFrame
      title={meta.title}
      subtitle={`${selected?.areaName ?? ''}全部统计指标总览（${catalog.data?.length ?? 0} 项，按专题）`}
      extra={<AreaContextBar />}
    >
      <DataState query={catalog} isEmpty={(d) => d.length === 0}>
        {() => (
          <div className="overview-topics">
            {[...topics.entries()].map(([topic, metrics]) => (
              <Panel key={topic} title={`${topic}（${metrics.length}）`}>
                {Array.from({ length: Math.ceil(metrics.length / MAX_PER_CALL) }, (_, i) => (
                  <MetricStrip
                    key={metrics[i * MAX_PER_CALL]}
                    metrics={metrics.slice(i * MAX_PER_CALL, (i + 1) * MAX_PER_CALL)}
                  />
                ))}
              </Panel>
            ))}
          </div>
        )}
      </DataState>
    </PageFrame>
  );
}
