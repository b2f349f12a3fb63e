import { listPlates } from '@fengshou/core/contract';
import { useQuery } from '@tanstack/react-query';
import { Tooltip } from 'antd';
import { callApi } from '../../api';
import { DataState } from '../../ui/data-state';
import { Panel } from '../../ui/panel';
import { usePortal } from '../../ui/portal-context';

/** The plates the subject configured for a dashboard menu key (their names and descriptions). */
export function PlatesPanel({ menuKey }: { menuKey: number }) {
  const { subject, permissions } = usePortal();
  const allowed = permissions.includes('dashboard:view');
  const plates = useQuery({
    queryKey: ['plates', subject?.id, menuKey],
    queryFn: ({ signal }) => callApi(listPlates, { subjectId: subject!.id, menuKey }, { signal }),
    enabled: subject !== null && allowed && menuKey > 0,
    staleTime: 5 * 60_000,
  });
  if (!allowed || menuKey <= 0) return null;
  return (
    <Panel title="大屏板块" className="topic-plates">
      <DataState query={plates} isEmpty={(l) => l.length === 0} emptyText="本专题尚未配置大屏板块">
        {(list) => (
          <ol className="plate-list">
            {[...list]
              .sort((a, b) => a.position - b.position)
              .map((p) => (
                <li key={p.id} className="plate-item">
                  <Tooltip title={p.remark}>
                    <span className="plate-name">{p.plateName}</span>
                  </Tooltip>
                  {p.declaration ? <span className="plate-desc">{p.declaration}</span> : null}
                </li>
              ))}
          </ol>
        )}
      </DataState>
    </Panel>
  );
}
