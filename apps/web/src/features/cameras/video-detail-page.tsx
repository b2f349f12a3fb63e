import { getFarmDetail, listCameras } from '@fengshou/core/contract';
import { Result } from 'antd';
import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { useApiQuery } from '../../api';
import { DataState } from '../../ui/data-state';
import { Panel } from '../../ui/panel';
import type { PageProps } from '../../ui/route-meta';
import { CameraView } from './camera-view';
import './cameras.css';

/**
 * /videoDetail/:baseid: a base's cameras; the chosen one (`?cameraId=`, as the farm detail links it, else the
 * first) plays live with PTZ and its AI image wall.
 */
export default function VideoDetailPage({ meta }: PageProps) {
  const farmId = Number(useParams().baseid);
  const [chosen, setChosen] = useState<number | undefined>();
  const asked = Number(useSearchParams()[0].get('cameraId'));
  const farm = useApiQuery(getFarmDetail, { farmId }, { enabled: farmId > 0 });
  const cameras = useApiQuery(listCameras, { farmId, pageSize: 100 }, { enabled: farmId > 0 });
  if (!Number.isSafeInteger(farmId) || farmId <= 0) return <Result status="warning" title="基地编号无效" />;
  const cameraId =
    chosen ??
    cameras.data?.list.find((c) => c.cameraId === asked)?.cameraId ??
    cameras.data?.list[0]?.cameraId;
  return (
    <div className="cam-page" data-route="VideoDetail">
      <header className="cam-head">
        <h1 className="topic-title">{meta.title}</h1>
        <span>{farm.data?.farmName ?? ''}</span>
        <Link to={`/multiVideo/${farmId}`}>多路视频</Link>
      </header>
      <div className="cam-body">
        <Panel title="摄像头" className="cam-list-panel">
          <DataState query={cameras} isEmpty={(d) => d.list.length === 0} emptyText="该基地暂无摄像头">
            {(d) => (
              <ul className="cam-list">
                {d.list.map((c) => (
                  <li key={c.cameraId}>
                    <button
                      type="button"
                      className={c.cameraId === cameraId ? 'is-active' : ''}
                      onClick={() => setChosen(c.cameraId)}
                    >
                      {c.coverUrl ? <img src={c.coverUrl} alt="" /> : <span className="cam-nocover" />}
                      <span className="cam-list-name">{c.cameraName}</span>
                      <span className={c.status ? 'cam-on' : 'cam-off'}>{c.status ? '在线' : '离线'}</span>
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </DataState>
        </Panel>
        {cameraId ? (
          <CameraView key={cameraId} cameraId={cameraId} onDeleted={() => setChosen(undefined)} />
        ) : null}
      </div>
    </div>
  );
}
