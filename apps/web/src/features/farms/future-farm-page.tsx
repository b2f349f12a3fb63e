import { listIotGisCompanies, listIotGisFarms, listMachines } from '@fengshou/core/contract';
import { Result, Table, Tag } from 'antd';
import { Link } from 'react-router';
import { useApiQuery } from '../../api';
import { useCurrentArea } from '../../area/use-current-area';
import { AreaContextBar } from '../../ui/area/area-context-bar';
import { DataState } from '../../ui/data-state';
import { DetailSection, PageFrame, StatStrip } from '../../ui/detail-page';
import type { PageProps } from '../../ui/route-meta';
import { FarmDevicesSection } from './farm-devices-section';
import { LandscapeSection } from './landscape-section';
import './farms.css';

/** The area's most equipped base: the entity with the most devices, then its base with the most. */
function useShowcaseFarm() {
  const { selected } = useCurrentArea();
  const companies = useApiQuery(
    listIotGisCompanies,
    { areaId: selected?.areaId ?? 0, areaType: selected?.level ?? 0, pageSize: 50 },
    { enabled: selected !== null },
  );
  const best = [...(companies.data?.list ?? [])].sort((a, b) => b.deviceCount - a.deviceCount)[0];
  const farms = useApiQuery(listIotGisFarms, { companyId: best?.companyId ?? 0 }, { enabled: !!best });
  const farm = [...(farms.data ?? [])].sort((a, b) => b.deviceCount - a.deviceCount)[0];
  return { companies, company: best, farm };
}

/**
 * /futureFarm (未来农场): the area's most digital base as a showcase — its sensors and controllers, cameras
 * and their latest pictures, and the machines that drive themselves.
 */
export default function FutureFarmPage({ meta }: PageProps) {
  const { companies, company, farm } = useShowcaseFarm();
  const machines = useApiQuery(
    listMachines,
    { farmId: farm?.farmId ?? 0, autonomous: true, pageSize: 20 },
    { enabled: !!farm },
  );
  return (
    <PageFrame
      title={meta.title}
      subtitle={
        farm ? (
          <>
            智慧农场示范：<Link to={`/farmdetail/${farm.farmId}`}>{farm.farmName}</Link>（
            {company?.companyName}）
          </>
        ) : (
          '本区域物联网设备最多的基地'
        )
      }
      extra={<AreaContextBar />}
    >
      <DataState
        query={companies}
        isEmpty={(d) => d.list.length === 0}
        emptyText="本区域暂无接入物联网设备的基地"
      >
        {() =>
          farm ? (
            <>
              <StatStrip
                stats={[
                  {
                    label: '物联网设备（在线/总数）',
                    value: `${farm.onlineCount}/${farm.deviceCount}`,
                    unit: '台',
                    to: `/iotDevice/${farm.farmId}`,
                  },
                  { label: '摄像头', value: farm.cameraCount, unit: '路', to: `/multiVideo/${farm.farmId}` },
                  { label: '无人农机', value: machines.data?.total ?? '--', unit: '台' },
                  { label: '主体基地', value: company?.farmCount ?? '--', unit: '个' },
                ]}
              />
              <div className="detail-grid farm-variant">
                <LandscapeSection farmId={farm.farmId} />
                <FarmDevicesSection farmId={farm.farmId} />
                <DetailSection
                  title="无人农机"
                  query={machines}
                  isEmpty={(d) => d.list.length === 0}
                  emptyText="该基地暂无无人驾驶农机"
                >
                  {(d) => (
                    <Table
                      size="small"
                      rowKey="id"
                      pagination={false}
                      dataSource={d.list}
                      columns={[
                        {
                          title: '农机',
                          dataIndex: 'machineNo',
                          render: (v: string, m) => <Link to={`/jywrnj/${m.id}`}>{v}</Link>,
                        },
                        { title: '类型', dataIndex: 'machineType' },
                        { title: '品牌型号', render: (_, m) => `${m.brand} ${m.model}` },
                        { title: '状态', dataIndex: 'statusName', render: (v: string) => <Tag>{v}</Tag> },
                        {
                          title: '最近作业',
                          dataIndex: 'lastWorkTime',
                          render: (v: string | null) => v ?? '--',
                        },
                      ]}
                    />
                  )}
                </DetailSection>
              </div>
            </>
          ) : (
            <Result status="info" title="正在查找示范基地" />
          )
        }
      </DataState>
    </PageFrame>
  );
}
