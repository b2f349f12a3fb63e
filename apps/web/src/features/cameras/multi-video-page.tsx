import { getFarmDetail, listCameras } from '@fengshou/core/contract';
import { Pagination, Result, Segmented } from 'antd';
import { useLayoutEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useApiQuery } from '../../api';
import { DataState } from '../../ui/data-state';
import type { PageProps } from '../../ui/route-meta';
import { LivePlayer } from './live-player';
import './cameras.css';

const LAYOUTS = [1, 4, 9, 16];

/**
 * The height left for the grid under its top edge, as the CSS variable --cam-avail: the grid's width
 * follows it, so every row fits on the screen whatever the shell above (a fixed guess of the header cut
 * the bottom row at 1080).
 */
function useAvailableHeight<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useLayoutEffect(() => {
    const measure = () => {
      const el = ref.current;
      if (!el) return;
      const top = el.getBoundingClientRect().top + window.scrollY;
      el.style.setProperty('--cam-avail', `${Math.max(240, window.innerHeight - top - 16)}px`);
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  });
  return ref;
}

/** /multiVideo/:farmId: a base's cameras live in a 1/4/9/16 grid, paged when there are more. */
export default function MultiVideoPage({ meta }: PageProps) {
  const farmId = Number(useParams().farmId);
  const [size, setSize] = useState(4);
  const [page, setPage] = useState(1);
  const farm = useApiQuery(getFarmDetail, { farmId }, { enabled: farmId > 0 });
  const cameras = useApiQuery(
    listCameras,
    { farmId, pageNo: page, pageSize: size },
    { enabled: farmId > 0, placeholderData: (prev) => prev },
  );
  const gridRef = useAvailableHeight<HTMLDivElement>();
  if (!Number.isSafeInteger(farmId) || farmId <= 0) return <Result status="warning" title="基地编号无效" />;
  const cols = Math.sqrt(size);
  return (
    <div className="cam-page" data-route="MultiVideo">
      <header className="cam-head">
        <h1 className="topic-title">{meta.title}</h1>
        <span>{farm.data?.farmName ?? ''}</span>
        <Segmented
          size="small"
          options={LAYOUTS.map((n) => ({ label: `${n}画面`, value: n }))}
          value={size}
          onChange={(v) => {
            setSize(Number(v));
            setPage(1);
          }}
        />
        <Pagination
          size="small"
          simple
          current={page}
          pageSize={size}
          total={cameras.data?.total ?? 0}
          onChange={setPage}
        />
      </header>
      <DataState
        query={cameras}
        isEmpty={(d) => d.list.length === 0}
        emptyText="该基地暂无摄像头"
        minHeight={300}
      >
        {(d) => (
          <div
            ref={gridRef}
            className="cam-grid"
            data-testid="cam-grid"
            style={{ gridTemplateColumns: `repeat(${cols}, minmax(0, 1fr))` }}
          >
            {Array.from({ length: size }, (_, i) => d.list[i]).map((c, i) =>
              c ? (
                <figure key={c.cameraId} className="cam-cell">
                  <LivePlayer cameraId={c.cameraId} label={c.cameraName} />
                  <figcaption>
                    <Link to={`/cameraDetail?cameraId=${c.cameraId}`}>{c.cameraName}</Link>
                  </figcaption>
                </figure>
              ) : (
                // biome-ignore lint/suspicious/noArrayIndexKey: empty cells have nothing else to key on
                <div key={`empty-${i}`} className="cam-cell cam-cell-empty">
                  无信号
                </div>
              ),
            )}
          </div>
        )}
      </DataState>
    </div>
  );
}
