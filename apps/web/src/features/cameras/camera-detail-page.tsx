import { Result } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import type { PageProps } from '../../ui/route-meta';
import { CameraView } from './camera-view';
import './cameras.css';

/** /cameraDetail?cameraId=: one camera's live view, PTZ pad and AI image wall. */
export default function CameraDetailPage({ meta }: PageProps) {
  const [params] = useSearchParams();
  // The deleted camera's page is gone: its base's cameras (or the start page) take its place.
  const navigate = useNavigate();
  const cameraId = Number(params.get('cameraId') ?? params.get('id'));
  if (!Number.isSafeInteger(cameraId) || cameraId <= 0) {
    return <Result status="warning" title="请指定摄像头" subTitle="地址应带 ?cameraId=摄像头编号" />;
  }
  return (
    <div className="cam-page" data-route="CameraDetail">
      <header className="cam-head">
        <h1 className="topic-title">{meta.title}</h1>
      </header>
      <CameraView
        key={cameraId}
        cameraId={cameraId}
        onDeleted={(farmId) => navigate(farmId ? `/videoDetail/${farmId}` : '/', { replace: true })}
      />
    </div>
  );
}
