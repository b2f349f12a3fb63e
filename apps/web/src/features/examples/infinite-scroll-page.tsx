import { INFINITE_SCROLL_DELAY_MS } from '@fengshou/core';
import { listCertificatesByArea } from '@fengshou/core/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { List, Spin, Tag } from 'antd';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { callApi } from '../../api';
import { useCurrentArea } from '../../area/use-current-area';
import { AreaContextBar } from '../../ui/area/area-context-bar';
import { DataState } from '../../ui/data-state';
import { PageFrame } from '../../ui/detail-page';
import { Panel } from '../../ui/panel';
import type { PageProps } from '../../ui/route-meta';
import './examples.css';

const PAGE = 15;

/**
 * /infinite-scroll (滚动列表): the shared infinite list on the area's compliance certificates, newest first:
 * the next page is asked 200 ms after the end of the list scrolls into view (spec §9), until all are shown.
 */
export default function InfiniteScrollPage({ meta }: PageProps) {
  const { selected } = useCurrentArea();
  const area = { areaId: selected?.areaId ?? 0, areaLevel: selected?.level ?? 0 };
  const q = useInfiniteQuery({
    queryKey: ['infinite-certificates', area],
    enabled: selected !== null,
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      callApi(
        listCertificatesByArea,
        { ...area, pageNo: pageParam, pageSize: PAGE, sortField: 'issueDate', sortOrder: 'desc' },
        { signal },
      ),
    getNextPageParam: (last, pages) => (pages.length * PAGE < last.total ? pages.length + 1 : undefined),
  });
  const end = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = q;
  useEffect(() => {
    const el = end.current;
    if (!el || !hasNextPage) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const seen = new IntersectionObserver(([entry]) => {
      clearTimeout(timer);
      if (entry?.isIntersecting && !isFetchingNextPage) {
        timer = setTimeout(() => void fetchNextPage(), INFINITE_SCROLL_DELAY_MS);
      }
    });
    seen.observe(el);
    return () => {
      clearTimeout(timer);
      seen.disconnect();
    };
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  const rows = q.data?.pages.flatMap((p) => p.list) ?? [];
  const total = q.data?.pages[0]?.total ?? 0;
  return (
    <PageFrame
      title={meta.title}
      subtitle="滚动加载示例：承诺达标合格证开具动态，滚动到底部自动加载下一页"
      extra={<AreaContextBar />}
    >
      <Panel title={`合格证开具动态（已加载 ${rows.length} / ${total} 条）`} className="infinite-panel">
        <DataState query={{ ...q, data: q.data }} isEmpty={() => rows.length === 0}>
          {() => (
            <div className="infinite-box">
              <List
                dataSource={rows}
                renderItem={(c) => (
                  <List.Item key={c.certificateId} extra={<span className="table-muted">{c.issueDate}</span>}>
                    <List.Item.Meta
                      title={
                        <Link to={`/traceSource?code=${encodeURIComponent(c.traceCode ?? c.certNo)}`}>
                          {c.productName} {c.quantity}
                          {c.unit}
                        </Link>
                      }
                      description={`${c.farmName} · ${c.areaName} · 合格证 ${c.certNo}`}
                    />
                    <Tag>{c.basisName}</Tag>
                  </List.Item>
                )}
              />
              <div ref={end} className="infinite-end">
                {isFetchingNextPage ? <Spin size="small" /> : hasNextPage ? '继续滚动加载更多' : '已全部加载'}
              </div>
            </div>
          )}
        </DataState>
      </Panel>
    </PageFrame>
  );
}
