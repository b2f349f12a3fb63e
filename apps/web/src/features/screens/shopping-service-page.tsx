import { listNewestOrders } from '@fengshou/core/contract';
import { Table, Tag } from 'antd';
import { useApiQuery } from '../../api';
import { useCurrentArea } from '../../area/use-current-area';
import { AreaContextBar } from '../../ui/area/area-context-bar';
import { DataState } from '../../ui/data-state';
import { PageFrame } from '../../ui/detail-page';
import { MetricChart, MetricStrip } from '../../ui/metric';
import { Panel } from '../../ui/panel';
import type { PageProps } from '../../ui/route-meta';
import './screens.css';

/**
 * /shoppingService (采购服务): how the area's farms sell: sales and orders by channel and month, the
 * e-commerce products, and the newest orders with their buyers.
 */
export default function ShoppingServicePage({ meta }: PageProps) {
  const { selected } = useCurrentArea();
  const orders = useApiQuery(
    listNewestOrders,
    { areaId: selected?.areaId ?? 0, areaLevel: selected?.level ?? 0, limit: 12 },
    { enabled: selected !== null },
  );
  return (
    <PageFrame
      title={meta.title}
      subtitle={`${selected?.areaName ?? ''}农产品产销对接：销售渠道、电商商品与最新订单`}
      extra={<AreaContextBar />}
    >
      <MetricStrip
        metrics={['salesAmountWan', 'salesOrderCount', 'ecommerceAmountWan', 'supplySubjectCount']}
      />
      <div className="screen-grid">
        <Panel title="销售渠道（万元）">
          <MetricChart metrics={['salesAmountWan']} by="category" kind="pie" label="销售渠道" />
        </Panel>
        <Panel title="电商商品销售额（万元）">
          <MetricChart
            metrics={['ecommerceAmountWan']}
            by="category"
            kind="hbar"
            limit={8}
            label="电商商品销售额"
          />
        </Panel>
        <Panel title="每月订单与销售额">
          <MetricChart metrics={['salesOrderCount']} by="month" label="每月订单" />
        </Panel>
        <Panel title="最新订单" className="screen-wide screen-tall">
          <DataState query={orders} isEmpty={(d) => d.length === 0}>
            {(d) => (
              <Table
                size="small"
                rowKey="orderId"
                pagination={false}
                dataSource={d}
                columns={[
                  { title: '下单时间', dataIndex: 'orderTime' },
                  { title: '基地', dataIndex: 'farmName' },
                  { title: '商品', dataIndex: 'productName' },
                  { title: '渠道', dataIndex: 'channel', render: (v: string) => <Tag>{v}</Tag> },
                  { title: '数量', render: (_, o) => `${o.quantity} ${o.unit}`, align: 'right' },
                  { title: '金额（元）', dataIndex: 'amount', align: 'right' },
                  { title: '采购方', dataIndex: 'buyerName', render: (v: string | null) => v ?? '--' },
                  { title: '状态', dataIndex: 'statusName' },
                ]}
              />
            )}
          </DataState>
        </Panel>
        <Panel title="各区域销售额（万元）">
          <MetricChart metrics={['salesAmountWan']} by="area" kind="hbar" label="各区域销售额" />
        </Panel>
      </div>
    </PageFrame>
  );
}
