import { getAnimalStatistics, listEarTags } from '@fengshou/core/contract';
import { Input, Result, Select, Statistic, Table, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useApiQuery } from '../../api';
import { DataState } from '../../ui/data-state';
import { EChart } from '../../ui/echart';
import type { ChartOption } from '../../ui/echarts';
import { Panel } from '../../ui/panel';
import type { PageProps } from '../../ui/route-meta';
import { EarTagDrawer, STATUS_COLOR } from './ear-tag-drawer';
import './livestock.css';

/** /animal-husbandry-manage-third-part/farmDetail/:orgid/:orgname: a livestock farm's stock, movements and ear tags. */
export default function LivestockFarmPage({ meta }: PageProps) {
  const { orgid, orgname } = useParams();
  const farmId = Number(orgid);
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<number | undefined>();
  const [earTagNo, setEarTagNo] = useState('');
  const [open, setOpen] = useState<string | undefined>();
  const stats = useApiQuery(getAnimalStatistics, { farmId }, { enabled: farmId > 0 });
  const tags = useApiQuery(
    listEarTags,
    { farmId, pageNo: page, pageSize: 10, earTagStatus: status, earTagNo: earTagNo || undefined },
    { enabled: farmId > 0, placeholderData: (prev) => prev },
  );
  const option = useMemo<ChartOption | undefined>(() => {
    const m = stats.data?.monthly;
    if (!m) return undefined;
    return {
      grid: { left: 40, right: 12, top: 28, bottom: 24 },
      tooltip: { trigger: 'axis' },
      legend: { data: ['佩标', '出栏', '死亡'], top: 0 },
      xAxis: { type: 'category', data: m.map((x) => x.month.slice(2)) },
      yAxis: { type: 'value' },
      series: [
        { name: '佩标', type: 'bar', data: m.map((x) => x.tagged) },
        { name: '出栏', type: 'bar', data: m.map((x) => x.out) },
        { name: '死亡', type: 'line', data: m.map((x) => x.dead) },
      ],
    };
  }, [stats.data]);
  if (!Number.isSafeInteger(farmId) || farmId <= 0) return <Result status="warning" title="养殖场编号无效" />;
  return (
    <div className="ls-page" data-route="LivestockFarm">
      <header className="ls-head">
        <h1 className="topic-title">{meta.title}</h1>
        <span>{decodeURIComponent(orgname ?? '')}</span>
        <nav className="ls-links">
          <Link to={`/farmdetail/${farmId}`}>基地详情</Link>
          <Link to="/animal-husbandry-manage-third-part/earTags">耳标查询</Link>
        </nav>
      </header>
      <div className="ls-grid">
        <Panel title="存栏与流转" className="ls-stats">
          <DataState query={stats}>
            {(s) => (
              <>
                <div className="ls-numbers">
                  <Statistic title="存栏（头/只）" value={s.onHand} />
                  <Statistic title="今年出栏" value={s.outYear} />
                  <Statistic title="今年死亡" value={s.deadYear} />
                  <Statistic title="今年佩标" value={s.tagsYear} />
                </div>
                <div className="ls-species">
                  {s.bySpecies.map((x) => (
                    <Tag key={x.key} color="geekblue">
                      {x.name} {x.count}
                    </Tag>
                  ))}
                </div>
                <div className="ls-chart">
                  {option ? <EChart option={option} label="近12个月佩标、出栏与死亡" /> : null}
                </div>
              </>
            )}
          </DataState>
        </Panel>
        <Panel title="耳标" className="ls-tags">
          <div className="ls-filter">
            <Input.Search
              size="small"
              placeholder="耳标号（前缀）"
              allowClear
              onSearch={(v) => {
                setPage(1);
                setEarTagNo(v.replace(/\D/g, ''));
              }}
              style={{ maxWidth: 220 }}
            />
            <Select
              size="small"
              allowClear
              placeholder="状态"
              style={{ width: 110 }}
              value={status}
              onChange={(v) => {
                setPage(1);
                setStatus(v);
              }}
              options={[1, 2, 3, 4].map((k) => ({
                value: k,
                label: ['在栏', '已出栏', '死亡', '注销'][k - 1],
              }))}
            />
          </div>
          <Table
            size="small"
            rowKey="earTagId"
            loading={tags.isPending}
            dataSource={tags.data?.list ?? []}
            onRow={(r) => ({ onClick: () => setOpen(r.earTagNo), style: { cursor: 'pointer' } })}
            pagination={{
              current: page,
              pageSize: 10,
              total: tags.data?.total ?? 0,
              onChange: setPage,
              showSizeChanger: false,
            }}
            columns={[
              { title: '耳标号', dataIndex: 'earTagNo' },
              { title: '畜种', dataIndex: 'speciesName', width: 60 },
              { title: '品种', dataIndex: 'breed' },
              {
                title: '状态',
                dataIndex: 'earTagStatusName',
                width: 80,
                render: (t: string, r) => <Tag color={STATUS_COLOR[r.earTagStatus]}>{t}</Tag>,
              },
              { title: '佩标日期', dataIndex: 'applyDate', width: 110 },
            ]}
          />
        </Panel>
      </div>
      <EarTagDrawer earTagNo={open} onClose={() => setOpen(undefined)} />
    </div>
  );
}
