import { listCameraAiImages } from '@fengshou/core/contract';
import { Image } from 'antd';
import { useApiQuery } from '../../api';
import { DetailSection } from '../../ui/detail-page';

/**
 * 美丽田园 (the landscape variant of the farm page): the latest pictures its cameras took of the fields,
 * with what the cameras' analysis saw in them and when.
 */
export function LandscapeSection({ farmId }: { farmId: number }) {
  const pictures = useApiQuery(listCameraAiImages, { farmId, pageSize: 9 });
  return (
    <DetailSection
      title="田园风貌（摄像头最新抓拍）"
      query={pictures}
      isEmpty={(d) => d.list.length === 0}
      emptyText="该农场暂无摄像头抓拍画面"
      className="detail-wide"
    >
      {(d) => (
        <Image.PreviewGroup>
          <ul className="landscape-grid">
            {d.list.map((p) => (
              <li key={p.imgId}>
                <Image src={p.url} alt={`${p.cameraName} ${p.captureTime}`} />
                <span>
                  {p.cameraName} · {p.captureTime.slice(5, 16)}
                  {p.tags.length ? ` · ${p.tags.join('、')}` : ''}
                </span>
              </li>
            ))}
          </ul>
        </Image.PreviewGroup>
      )}
    </DetailSection>
  );
}
