import { Descriptions, Tag } from 'antd';
import type { MapFeatureHit } from '../../types';

interface PointCardProps {
  hit: MapFeatureHit;
  /** Status texts by status code; without them status 1 reads 在线 and the rest 离线. */
  statuses?: readonly (readonly [string, string])[];
  /** The points are farms themselves: no 所属基地 line. */
  farms?: boolean;
}

/** Card of a clicked point: its name, type, status, farm and area (what the point layer loaded). */
export function PointCard({ hit, statuses, farms }: PointCardProps) {
  const p = hit.properties;
  const status = statuses
    ? (statuses.find(([k]) => k === String(p.status))?.[1] ?? '—')
    : Number(p.status) === 1
      ? '在线'
      : '离线';
  return (
    <Descriptions size="small" column={1} bordered>
      <Descriptions.Item label="名称">{String(p.name)}</Descriptions.Item>
      {p.typeName ? <Descriptions.Item label="类型">{String(p.typeName)}</Descriptions.Item> : null}
      <Descriptions.Item label="状态">
        <Tag color={Number(p.status) === 1 ? 'green' : 'default'}>{status}</Tag>
      </Descriptions.Item>
      {p.farmName && !farms ? (
        <Descriptions.Item label="所属基地">{String(p.farmName)}</Descriptions.Item>
      ) : null}
      <Descriptions.Item label="所在区域">{String(p.areaName ?? '—')}</Descriptions.Item>
      <Descriptions.Item label="经纬度">
        {Number(p.lng).toFixed(6)}, {Number(p.lat).toFixed(6)}
      </Descriptions.Item>
    </Descriptions>
  );
}
