import { isProcessStatus, PROCESS_STATUS_LABELS } from '@fengshou/core';
import { Descriptions, Tag } from 'antd';
import { Link } from 'react-router';
import { muText } from '../../format';
import type { MapFeatureHit } from '../../types';
import { FINDING_STATUS_COLORS } from './style';

/** The case page of a finding: occupations by their number, abnormal records by id. */
export function findingHref(p: Record<string, unknown>): string {
  return p.kind === 'occupation'
    ? `/land-control/occupation/${encodeURIComponent(String(p.code))}`
    : `/land-control/abnormal/${Number(p.recordId)}`;
}

/** Card of a clicked finding: its number, kind, status, area in 亩 and the way to its case page. */
export function FindingCard({ hit }: { hit: MapFeatureHit }) {
  const p = hit.properties;
  const occupation = p.kind === 'occupation';
  const status = Number(p.status);
  const known = isProcessStatus(status);
  return (
    <div data-testid="finding-card">
      <Descriptions size="small" column={1} bordered>
        <Descriptions.Item label={occupation ? '图斑编号' : '地块编码'}>{String(p.code)}</Descriptions.Item>
        <Descriptions.Item label="类别">{occupation ? '耕地占用' : '耕地异常'}</Descriptions.Item>
        <Descriptions.Item label="处理状态">
          <Tag color={known ? FINDING_STATUS_COLORS[status] : undefined}>
            {known ? PROCESS_STATUS_LABELS[status] : String(p.status)}
          </Tag>
        </Descriptions.Item>
        <Descriptions.Item label={occupation ? '占用耕地' : '异常面积'}>
          {muText(Number(p.areaMu))}
        </Descriptions.Item>
      </Descriptions>
      <div className="gis-map-card-link">
        <Link to={findingHref(p)}>{occupation ? '打开图斑审核页' : '打开异常处置页'}</Link>
      </div>
    </div>
  );
}
