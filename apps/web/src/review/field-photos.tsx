import type { zReviewPhoto } from '@fengshou/core/contract';
import { Image, Tag, Tooltip } from 'antd';
import type { z } from 'zod';
import { Panel } from '../ui/panel';

/** A field photo with its stamp, as a case answers it. */
export type ReviewPhoto = z.output<typeof zReviewPhoto>;

const fixed = (v: number | null, digits: number) => (v === null ? '—' : v.toFixed(digits));

/**
 * 现场照片: each photo beside what proves it — when and where the phone took it (accuracy, heading), who
 * uploaded it and when, the first characters of its SHA-256, and how far from the parcel it was taken
 * (flagged beyond the installation's distance).
 */
export function FieldPhotosPanel({ photos }: { photos: readonly ReviewPhoto[] }) {
  return (
    <Panel title={`现场照片（${photos.length}）`}>
      {photos.length ? (
        <Image.PreviewGroup>
          <div className="field-photos" data-testid="field-photos">
            {photos.map((p, i) => (
              <figure key={p.url} className="field-photo" data-testid="field-photo">
                <Image
                  src={p.src}
                  width={160}
                  height={120}
                  style={{ objectFit: 'cover' }}
                  alt={`现场照片 ${i + 1}`}
                />
                <figcaption>
                  <div>
                    <b>{i + 1}</b> 拍摄 {p.captureTime ?? '未记录'}
                    {p.far && (
                      <Tag color="red" style={{ marginLeft: 6 }}>
                        距图斑 {Math.round(p.distanceM ?? 0)} 米
                      </Tag>
                    )}
                  </div>
                  <div>
                    位置 {p.lat === null ? '未记录' : `${fixed(p.lat, 6)}, ${fixed(p.lng, 6)}`}
                    {p.accuracyM !== null && ` ±${Math.round(p.accuracyM)}米`}
                    {p.heading !== null && ` · 朝向 ${Math.round(p.heading)}°`}
                  </div>
                  {!p.far && p.distanceM !== null && <div>距图斑 {Math.round(p.distanceM)} 米</div>}
                  <div>
                    {p.uploaderName ?? '—'} 上传于 {p.uploadTime}
                    {p.usedLogId === null ? ' · 未使用' : ' · 已用于核查记录'}
                  </div>
                  <Tooltip title={p.sha256 ?? '上传于证据校验之前'}>
                    <div className="field-photo-hash">
                      SHA-256 {p.sha256 ? `${p.sha256.slice(0, 16)}…` : '—'}
                    </div>
                  </Tooltip>
                </figcaption>
              </figure>
            ))}
          </div>
        </Image.PreviewGroup>
      ) : (
        <span className="muted">暂无照片</span>
      )}
    </Panel>
  );
}
