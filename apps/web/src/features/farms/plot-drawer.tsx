import { getPlotInfo, listCropHistoryByDkid, listPlotOperators } from '@fengshou/core/contract';
import { Drawer, Table, Tag } from 'antd';
import { Link } from 'react-router';
import { useApiQuery } from '../../api';
import { DataState } from '../../ui/data-state';
import { FieldList } from '../../ui/detail-page';
import { mu } from './labels';

interface PlotDrawerProps {
  /** The parcel shown; null closes the drawer. */
  plot: { landId: number; dkid: string } | null;
  onClose(): void;
}

/** A parcel's facts, its operators (the contractor masked without pii:view) and every crop it grew. */
export function PlotDrawer({ plot, onClose }: PlotDrawerProps) {
  const landId = plot?.landId ?? 0;
  const dkid = plot?.dkid ?? '';
  const info = useApiQuery(getPlotInfo, { landId }, { enabled: plot !== null });
  const operators = useApiQuery(listPlotOperators, { landId }, { enabled: plot !== null });
  const history = useApiQuery(listCropHistoryByDkid, { dkid }, { enabled: plot !== null });
  return (
    <Drawer
      title={plot ? `地块 ${plot.dkid}` : ''}
      open={plot !== null}
      onClose={onClose}
      size={640}
      destroyOnHidden
    >
      <DataState query={info} minHeight={160}>
        {(p) => (
          <FieldList
            columns={2}
            fields={[
              { label: '地块名称', value: p.landName },
              { label: '所在村', value: p.areaName },
              { label: '地类', value: p.landTypeName },
              { label: '地类编码', value: p.dlbmName },
              { label: '面积（亩）', value: mu(p.areaMu) },
              { label: '耕地质量等级', value: p.qualityGrade === null ? null : `${p.qualityGrade} 等` },
              { label: '在种作物', value: p.currentCrops.join('、') },
              {
                label: '经营主体',
                value: p.farmId ? <Link to={`/farmdetail/${p.farmId}`}>{p.farmName}</Link> : '未流转',
              },
            ]}
          />
        )}
      </DataState>
      <h3 className="record-drawer-heading">经营者</h3>
      <DataState query={operators} minHeight={60} isEmpty={(d) => d.length === 0} emptyText="无经营者记录">
        {(rows) => (
          <FieldList
            columns={1}
            fields={rows.map((o) => ({
              label: o.role,
              value: [o.name, o.contactName, o.contactPhone].filter(Boolean).join(' · '),
            }))}
          />
        )}
      </DataState>
      <h3 className="record-drawer-heading">种植历史</h3>
      <DataState query={history} minHeight={60} isEmpty={(d) => d.length === 0} emptyText="暂无种植记录">
        {(rows) => (
          <Table
            size="small"
            rowKey="plantingId"
            pagination={{ pageSize: 8, hideOnSinglePage: true }}
            dataSource={rows}
            columns={[
              { title: '作物', dataIndex: 'cropName' },
              { title: '季别', render: (_, r) => `${r.plantYear} ${r.seasonName}` },
              { title: '播种', dataIndex: 'sowDate' },
              { title: '收获', dataIndex: 'harvestDate', render: (v: string | null) => v ?? '--' },
              {
                title: '状态',
                dataIndex: 'statusName',
                render: (v: string, r) => <Tag color={r.status === 1 ? 'green' : undefined}>{v}</Tag>,
              },
            ]}
          />
        )}
      </DataState>
    </Drawer>
  );
}
