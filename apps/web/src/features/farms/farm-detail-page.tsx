import './farms.css';
import { BUSINESS_TYPE_LABELS } from '@fengshou/core';
import { Result, Table, Tag } from 'antd';
import { Link, useNavigate } from 'react-router';
import { DataState } from '../../ui/data-state';
import { DetailSection, FieldList, PageFrame, StatStrip, useRouteId } from '../../ui/detail-page';
import { Panel } from '../../ui/panel';
import { isShanghai, isTdt, type PageProps } from '../../ui/route-meta';
import { FarmDevicesSection } from './farm-devices-section';
import { FarmMapProvider } from './farm-map-provider';
import { FarmParcelsMap } from './farm-parcels-map';
import { FarmPlansSection } from './farm-plans-section';
import { useFarmDetail } from './farm-queries';
import { creditLevelName, FARM_RANK, FARM_STATUS, mu } from './labels';
import { LandscapeSection } from './landscape-section';
import { RiceSection } from './rice-section';
import { ShanghaiSupervisionSection } from './shanghai-supervision-section';

/**
 * A farm (production base) with its entity, parcels on the map, crops now and before, plans, devices and
 * cameras, certificates and inspections. Serves /farmdetail and the declared variants: 天地图 (Tdt: the map
 * on Tianditu where a key is configured, and the page says which basemap it shows), 上海 (the farm's
 * supervision file, first: green certification, product tests, law enforcement, assessment, brands,
 * subsidised insurance; 上海农场详情（天地图） is both), 穗优 (rice: each rice field's growth stage and the
 * rice plans year by year, first) and 美丽田园 (the cameras' latest pictures of the fields, first).
 */
export default function FarmDetailPage({ meta }: PageProps) {
  const farmId = useRouteId('farmid', 'farmId', 'id');
  const q = useFarmDetail(farmId);
  const navigate = useNavigate();
  if (farmId === null) {
    return <Result status="warning" title="农场编号无效" subTitle="请从经营主体或农场列表进入" />;
  }
  const farm = q.farm.data;
  return (
    <PageFrame
      back
      title={meta.title}
      subtitle={farm ? `${farm.farmName} · ${farm.areaChain.map((a) => a.areaName).join(' / ')}` : undefined}
      extra={isTdt(meta) ? <FarmMapProvider /> : undefined}
      className="farm-detail"
    >
      <DataState query={q.farm} minHeight={200}>
        {(f) => (
          <>
            <StatStrip
              stats={[
                { label: '经营面积', value: mu(f.farmAreaMu), unit: '亩' },
                { label: '地块', value: f.landCount, unit: '块' },
                { label: '在种作物', value: q.growing.data?.total ?? '--', unit: '茬' },
                {
                  label: '物联网设备',
                  value: q.map.data ? `${q.map.data.deviceOnline}/${q.map.data.deviceCount}` : '--',
                  unit: '在线/总数',
                  to: q.map.data?.deviceCount ? `/iotDevice/${f.farmId}` : undefined,
                },
                {
                  label: '摄像头',
                  value: q.map.data ? `${q.map.data.cameraOnline}/${q.map.data.cameraCount}` : '--',
                  unit: '在线/总数',
                  to: q.map.data?.cameraCount ? `/multiVideo/${f.farmId}` : undefined,
                },
                { label: '合格证', value: q.certificates.data?.total ?? '--', unit: '张' },
                ...(q.traps.data?.total
                  ? [
                      {
                        label: '虫情测报',
                        value: q.traps.data.total,
                        unit: '台',
                        to: `/pestMonitor?farmId=${f.farmId}`,
                      },
                    ]
                  : []),
                ...(q.animals.data?.onHand
                  ? [
                      {
                        label: '畜禽存栏',
                        value: q.animals.data.onHand,
                        unit: '头/只',
                        to: `/animal-husbandry-manage-third-part/farmDetail/${f.farmId}/${encodeURIComponent(f.farmName)}`,
                      },
                    ]
                  : []),
              ]}
            />
            <div className="detail-grid">
              <Panel title="农场与经营主体" className="detail-section">
                <FieldList
                  columns={2}
                  fields={[
                    {
                      label: '经营主体',
                      value: <Link to={`/gisfarmdetail/${f.companyId}`}>{f.companyName}</Link>,
                    },
                    { label: '主体类型', value: f.companyCategoryName },
                    { label: '统一社会信用代码', value: f.creditCode },
                    { label: '法定代表人', value: f.legalPersonName },
                    {
                      label: '经营类型',
                      value: (BUSINESS_TYPE_LABELS as Record<number, string>)[f.businessTypeId],
                    },
                    { label: '经营品类', value: f.businessCategoryName },
                    { label: '信用等级', value: creditLevelName(f.creditLevel) },
                    { label: '示范等级', value: FARM_RANK[f.rank] },
                    { label: '经营状态', value: FARM_STATUS[f.farmStatus] },
                    { label: '追溯主体', value: f.traceFlag ? '是' : '否' },
                    { label: '联系人', value: f.contactName },
                    { label: '联系电话', value: f.contactPhone },
                    {
                      label: '注册资本',
                      value: f.registeredCapital === null ? null : `${f.registeredCapital} 万元`,
                    },
                    { label: '成立日期', value: f.establishedDate },
                    { label: '地址', value: f.address, span: 2 },
                  ]}
                />
              </Panel>
              <DetailSection
                title={`地块分布（${q.map.data?.parcels.features.length ?? 0} 块，${mu(q.map.data?.parcelAreaMu)} 亩）`}
                query={q.map}
                className="farm-map-section"
              >
                {(m) => {
                  const village = f.areaChain[f.areaChain.length - 1];
                  return village ? (
                    <FarmParcelsMap
                      area={{ areaId: village.areaId, areaName: village.areaName, level: village.level }}
                      parcels={m.parcels}
                      bbox={m.bbox}
                      basemap={isTdt(meta) ? 'tdt-vec' : 'offline'}
                    />
                  ) : null;
                }}
              </DetailSection>
            </div>
          </>
        )}
      </DataState>
      {meta.variant === 'suiyou' || meta.variant === 'mlpt' ? (
        <div className="detail-grid farm-variant">
          {meta.variant === 'suiyou' ? <RiceSection farmId={farmId} /> : <LandscapeSection farmId={farmId} />}
        </div>
      ) : null}
      {isShanghai(meta) ? (
        <div className="detail-grid farm-variant farm-shanghai">
          <ShanghaiSupervisionSection farmId={farmId} />
        </div>
      ) : null}
      <div className="detail-grid">
        <DetailSection
          title="在种作物"
          query={q.growing}
          isEmpty={(d) => d.list.length === 0}
          emptyText="当前无在种作物"
        >
          {(d) => (
            <Table
              size="small"
              rowKey="plantingId"
              pagination={false}
              dataSource={d.list}
              columns={[
                { title: '作物', dataIndex: 'cropName' },
                { title: '地块编码', dataIndex: 'dkid' },
                { title: '季别', dataIndex: 'seasonName' },
                { title: '播种日期', dataIndex: 'sowDate' },
                { title: '面积（亩）', dataIndex: 'plantAreaMu', align: 'right' },
              ]}
            />
          )}
        </DetailSection>
        <DetailSection title="种植历史（最近 20 茬）" query={q.history} isEmpty={(d) => d.list.length === 0}>
          {(d) => (
            <Table
              size="small"
              rowKey="plantingId"
              pagination={false}
              dataSource={d.list}
              columns={[
                { title: '作物', dataIndex: 'cropName' },
                { title: '年份', dataIndex: 'plantYear' },
                { title: '季别', dataIndex: 'seasonName' },
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
        </DetailSection>
        <FarmPlansSection plans={q.plans} />
        <DetailSection
          title="承诺达标合格证（最新 10 张）"
          query={q.certificates}
          isEmpty={(d) => d.list.length === 0}
          emptyText="暂无合格证"
        >
          {(d) => (
            <Table
              size="small"
              rowKey="certificateId"
              pagination={false}
              dataSource={d.list}
              onRow={(r) => ({
                className: 'table-row-link',
                onClick: () =>
                  void navigate(`/traceSource?code=${encodeURIComponent(r.traceCode ?? r.certNo)}`),
              })}
              columns={[
                { title: '合格证编号', dataIndex: 'certNo' },
                { title: '产品', dataIndex: 'productName' },
                { title: '数量', render: (_, r) => `${r.quantity} ${r.unit}` },
                { title: '开具日期', dataIndex: 'issueDate' },
                { title: '承诺依据', dataIndex: 'basisName' },
              ]}
            />
          )}
        </DetailSection>
        <DetailSection
          title="监管检查"
          query={q.inspections}
          isEmpty={(d) => d.list.length === 0}
          emptyText="暂无检查记录"
        >
          {(d) => (
            <Table
              size="small"
              rowKey="inspectionId"
              pagination={false}
              dataSource={d.list}
              columns={[
                { title: '日期', dataIndex: 'inspectDate' },
                { title: '类型', dataIndex: 'inspectionTypeName' },
                {
                  title: '结果',
                  dataIndex: 'resultName',
                  render: (v: string, r) => (
                    <Tag color={r.result === 1 ? 'green' : r.result === 2 ? 'orange' : 'red'}>{v}</Tag>
                  ),
                },
                { title: '检查人', dataIndex: 'inspector' },
                { title: '备注', dataIndex: 'remark', render: (v: string | null) => v ?? '--' },
              ]}
            />
          )}
        </DetailSection>
        <FarmDevicesSection farmId={farmId} />
      </div>
    </PageFrame>
  );
}
