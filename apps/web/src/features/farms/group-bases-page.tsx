import { getCompanyDetail, listCompaniesByArea } from '@fengshou/core/contract';
import { Select, Table, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useApiQuery } from '../../api';
import { useCurrentArea } from '../../area/use-current-area';
import { AreaMap, zonesLayer } from '../../map';
import { DataState } from '../../ui/data-state';
import { PageFrame, StatStrip } from '../../ui/detail-page';
import { Panel } from '../../ui/panel';
import type { PageProps } from '../../ui/route-meta';
import { mu } from './labels';
import './farms.css';

/**
 * /home/guangming (光明农业基地): the home of an agricultural group's bases — the area's entities with the
 * most bases to choose from (the largest first), then every base of the chosen group on the map with its
 * category, 亩 and status.
 */
export default function GroupBasesPage({ meta }: PageProps) {
  const { selected } = useCurrentArea();
  const groups = useApiQuery(
    listCompaniesByArea,
    {
      areaId: selected?.areaId ?? 0,
      areaLevel: selected?.level ?? 0,
      pageSize: 10,
      sortField: 'farmCount',
      sortOrder: 'desc',
    },
    { enabled: selected !== null },
  );
  const [picked, setPicked] = useState<number | null>(null);
  const companyId = picked ?? groups.data?.list[0]?.companyId ?? null;
  const group = useApiQuery(getCompanyDetail, { companyId: companyId ?? 0 }, { enabled: companyId !== null });
  const layers = useMemo(
    () => [
      zonesLayer({
        id: 'group-bases',
        title: '集团基地',
        data: {
          type: 'FeatureCollection',
          features: (group.data?.farms ?? [])
            .filter((f) => f.lng !== null && f.lat !== null)
            .map((f) => ({
              type: 'Feature',
              properties: {
                name: f.farmName,
                品类: f.businessCategoryName,
                面积: `${f.farmAreaMu} 亩`,
                color: '#fa541c',
              },
              geometry: { type: 'Point', coordinates: [f.lng, f.lat] },
            })),
        },
        legend: [{ label: '集团基地', color: '#fa541c', shape: 'circle' }],
      }),
    ],
    [group.data],
  );
  const g = group.data;
  return (
    <PageFrame
      title={meta.title}
      subtitle={g ? `${g.companyName} · ${g.farms.length} 个基地` : '农业集团的基地分布与经营'}
      extra={
        <Select
          aria-label="选择集团"
          value={companyId ?? undefined}
          onChange={setPicked}
          style={{ minWidth: 300 }}
          options={(groups.data?.list ?? []).map((c) => ({
            value: c.companyId,
            label: `${c.companyName}（${c.farmCount} 个基地）`,
          }))}
        />
      }
    >
      <DataState query={group} minHeight={400}>
        {(d) => (
          <>
            <StatStrip
              stats={[
                { label: '基地', value: d.farms.length, unit: '个' },
                { label: '经营面积', value: mu(d.farms.reduce((s, f) => s + f.farmAreaMu, 0)), unit: '亩' },
                {
                  label: '经营品类',
                  value: new Set(d.farms.map((f) => f.businessCategoryName)).size,
                  unit: '类',
                },
                { label: '合格证', value: d.certificateCount, unit: '张' },
                { label: '注册资本', value: d.registeredCapital ?? '--', unit: '万元' },
              ]}
            />
            <div className="detail-grid">
              <Panel title="基地分布" className="detail-section farm-map-section">
                <div className="farm-map">
                  <AreaMap layers={layers} />
                </div>
              </Panel>
              <Panel title="各基地" className="detail-section">
                <Table
                  size="small"
                  rowKey="farmId"
                  pagination={{ pageSize: 8, hideOnSinglePage: true }}
                  dataSource={d.farms}
                  columns={[
                    {
                      title: '基地',
                      dataIndex: 'farmName',
                      render: (v: string, f) => <Link to={`/farmdetail/${f.farmId}`}>{v}</Link>,
                    },
                    { title: '品类', dataIndex: 'businessCategoryName' },
                    {
                      title: '所在镇村',
                      render: (_, f) => [f.townName, f.areaName].filter(Boolean).join(' '),
                    },
                    { title: '面积（亩）', dataIndex: 'farmAreaMu', align: 'right', render: mu },
                    {
                      title: '状态',
                      dataIndex: 'farmStatus',
                      render: (v: number) => (
                        <Tag color={v === 1 ? 'green' : 'default'}>
                          {v === 1 ? '正常经营' : v === 2 ? '暂停经营' : '已注销'}
                        </Tag>
                      ),
                    },
                  ]}
                />
              </Panel>
            </div>
          </>
        )}
      </DataState>
    </PageFrame>
  );
}
