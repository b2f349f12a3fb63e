import { BUSINESS_TYPE_LABELS } from '@fengshou/core';
import { getCompanyDetail } from '@fengshou/core/contract';
import { Result, Table, Tag } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { useApiQuery } from '../../api';
import { DataState } from '../../ui/data-state';
import { FieldList, PageFrame, StatStrip } from '../../ui/detail-page';
import { Panel } from '../../ui/panel';
import type { PageProps } from '../../ui/route-meta';
import { creditLevelName, FARM_STATUS, mu } from './labels';

/** The entity of /gisfarmdetail/:companyCode: by its number (from lists) or its unified credit code. */
function bodyOf(code: string | undefined): { companyId: number } | { creditCode: string } | null {
  if (!code) return null;
  if (/^\d{1,9}$/.test(code)) return { companyId: Number(code) };
  if (/^[0-9A-Z]{18}$/.test(code)) return { creditCode: code };
  return null;
}

/** A business entity with its registration and its farms; a farm row opens the farm. */
export default function CompanyDetailPage({ meta }: PageProps) {
  const { companyCode } = useParams();
  const body = bodyOf(companyCode);
  const navigate = useNavigate();
  const query = useApiQuery(getCompanyDetail, body!, { enabled: body !== null });
  if (!body) return <Result status="warning" title="主体编码无效" subTitle="请从经营主体列表进入" />;
  return (
    <PageFrame back title={meta.title} subtitle={query.data?.companyName}>
      <DataState query={query} minHeight={240}>
        {(c) => (
          <>
            <StatStrip
              stats={[
                { label: '基地', value: c.farmCount, unit: '个' },
                { label: '经营面积', value: mu(c.farmAreaMu), unit: '亩' },
                { label: '合格证', value: c.certificateCount, unit: '张' },
                { label: '信用等级', value: creditLevelName(c.creditLevel) },
              ]}
            />
            <Panel title="主体信息" className="detail-section">
              <FieldList
                fields={[
                  { label: '主体名称', value: c.companyName },
                  { label: '主体类型', value: c.companyCategoryName },
                  { label: '统一社会信用代码', value: c.creditCode },
                  { label: '法定代表人', value: c.legalPersonName },
                  { label: '联系人', value: c.contactName },
                  { label: '联系电话', value: c.contactPhone },
                  {
                    label: '注册资本',
                    value: c.registeredCapital === null ? null : `${c.registeredCapital} 万元`,
                  },
                  { label: '成立日期', value: c.establishedDate },
                  { label: '所在镇村', value: [c.townName, c.areaName].filter(Boolean).join(' ') },
                  { label: '地址', value: c.address, span: 3 },
                ]}
              />
            </Panel>
            <Panel title={`基地（${c.farms.length}）`} className="detail-section">
              <Table
                size="small"
                rowKey="farmId"
                dataSource={c.farms}
                pagination={{ pageSize: 10, hideOnSinglePage: true }}
                onRow={(f) => ({
                  className: 'table-row-link',
                  tabIndex: 0,
                  onClick: () => void navigate(`/farmdetail/${f.farmId}`),
                })}
                columns={[
                  { title: '基地名称', dataIndex: 'farmName' },
                  {
                    title: '经营类型',
                    dataIndex: 'businessTypeId',
                    render: (v: number) => <Tag>{(BUSINESS_TYPE_LABELS as Record<number, string>)[v]}</Tag>,
                  },
                  { title: '经营品类', dataIndex: 'businessCategoryName' },
                  { title: '所在镇村', render: (_, f) => [f.townName, f.areaName].filter(Boolean).join(' ') },
                  { title: '面积（亩）', dataIndex: 'farmAreaMu', align: 'right', render: mu },
                  { title: '状态', dataIndex: 'farmStatus', render: (v: number) => FARM_STATUS[v] },
                ]}
              />
            </Panel>
          </>
        )}
      </DataState>
    </PageFrame>
  );
}
