import { listAnimalsOnHand, type ResultOf } from '@fengshou/core/contract';
import { keepPreviousData } from '@tanstack/react-query';
import { Table } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useApiQuery } from '../../api';
import { DataState } from '../../ui/data-state';
import { Panel } from '../../ui/panel';
import { farmPath } from './links';

type Farm = ResultOf<typeof listAnimalsOnHand>['list'][number];

const PAGE = 10;

/** The farms of an area holding animals, most on hand first; a row opens the livestock farm page. */
export function FarmsOnHand({ areaId }: { areaId: number }) {
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const farms = useApiQuery(
    listAnimalsOnHand,
    { areaId, pageNo: page, pageSize: PAGE },
    { placeholderData: keepPreviousData },
  );
  return (
    <Panel title={`养殖场存栏${farms.data ? `（${farms.data.total} 家）` : ''}`} className="ls-farms">
      <DataState query={farms} isEmpty={(d) => d.total === 0} emptyText="该区域暂无养殖场存栏">
        {(d) => (
          <Table<Farm>
            size="small"
            rowKey="farmId"
            dataSource={d.list}
            loading={farms.isFetching}
            onRow={(r) => ({
              className: 'table-row-link',
              tabIndex: 0,
              onClick: () => void navigate(farmPath(r.farmId, r.farmName)),
              onKeyDown: (e) => {
                if (e.key === 'Enter') void navigate(farmPath(r.farmId, r.farmName));
              },
            })}
            pagination={{
              current: page,
              pageSize: PAGE,
              total: d.total,
              onChange: setPage,
              showSizeChanger: false,
              size: 'small',
            }}
            columns={[
              { title: '养殖场', dataIndex: 'farmName' },
              {
                title: '存栏',
                dataIndex: 'onHand',
                align: 'right',
                render: (n: number, r) => (
                  <span title={r.bySpecies.map((s) => `${s.name} ${s.count}`).join('，')}>{n}</span>
                ),
              },
              { title: '出栏', dataIndex: 'outCount', align: 'right' },
              { title: '死亡', dataIndex: 'deadCount', align: 'right' },
              {
                title: '畜种',
                render: (_, r) => r.bySpecies.map((s) => s.name).join('、') || '--',
              },
            ]}
          />
        )}
      </DataState>
    </Panel>
  );
}
