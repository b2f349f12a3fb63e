import { getLandDetail, listCropHistoryByDkid } from '@fengshou/core/contract';
import { Descriptions, Spin, Table, Tag } from 'antd';
import { errorText, useApiQuery } from '../../../api';
import { muText } from '../../format';
import type { MapFeatureHit } from '../../types';

/** Card of a clicked parcel (ids, DLBM, 亩, operator masked by the server, crop history), or of an aggregate. */
export function ParcelCard({ hit }: { hit: MapFeatureHit }) {
  const p = hit.properties;
  if (p.parcelCount !== undefined) {
    return (
      <Descriptions size="small" column={1} bordered>
        <Descriptions.Item label="区域">{String(p.areaName)}</Descriptions.Item>
        <Descriptions.Item label="地块数">
          {Number(p.parcelCount).toLocaleString('zh-CN')} 块
        </Descriptions.Item>
        <Descriptions.Item label="地块面积">{muText(Number(p.areaMu))}</Descriptions.Item>
      </Descriptions>
    );
  }
  return <ParcelDetail landId={Number(p.id)} />;
}

function ParcelDetail({ landId }: { landId: number }) {
  const land = useApiQuery(getLandDetail, { landId });
  const dkid = land.data?.dkid;
  const history = useApiQuery(listCropHistoryByDkid, { dkid: dkid! }, { enabled: Boolean(dkid) });
  if (land.isPending) return <Spin size="small" />;
  if (land.isError) return <div className="gis-map-card-error">{errorText(land.error)}</div>;
  const l = land.data;
  return (
    <div data-testid="parcel-card">
      <Descriptions size="small" column={1} bordered>
        <Descriptions.Item label="地块编码">{l.dkid}</Descriptions.Item>
        {l.shGisDkid && <Descriptions.Item label="图斑编号">{l.shGisDkid}</Descriptions.Item>}
        <Descriptions.Item label="地类">
          {l.dlbm} {l.dlbmName}
        </Descriptions.Item>
        <Descriptions.Item label="地块类型">{l.landTypeName}</Descriptions.Item>
        <Descriptions.Item label="面积">{muText(l.areaMu)}</Descriptions.Item>
        <Descriptions.Item label="所在区域">{l.areaName}</Descriptions.Item>
        <Descriptions.Item label="经营主体">{l.farmName ?? '—'}</Descriptions.Item>
        <Descriptions.Item label="承包方">{l.contractorName ?? '—'}</Descriptions.Item>
        {l.qualityGrade !== null && (
          <Descriptions.Item label="耕地质量等级">{l.qualityGrade} 等</Descriptions.Item>
        )}
      </Descriptions>
      <div className="gis-map-card-sub">种植历史</div>
      <Table
        size="small"
        rowKey="plantingId"
        loading={history.isPending && Boolean(dkid)}
        pagination={false}
        dataSource={(history.data ?? []).slice(0, 8)}
        locale={{ emptyText: '暂无种植记录' }}
        columns={[
          { title: '作物', dataIndex: 'cropName' },
          { title: '年份', render: (_, r) => `${r.plantYear} ${r.seasonName}` },
          { title: '面积', render: (_, r) => muText(r.plantAreaMu) },
          {
            title: '状态',
            render: (_, r) => <Tag color={r.status === 1 ? 'green' : 'default'}>{r.statusName}</Tag>,
          },
        ]}
      />
    </div>
  );
}
