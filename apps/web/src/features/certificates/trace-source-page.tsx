import { resolveTraceCode } from '@fengshou/core/contract';
import { Button, Input, Space, Steps, Table, Tag, Upload } from 'antd';
import { useCallback, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useApiQuery } from '../../api';
import { DataState } from '../../ui/data-state';
import { FieldList, PageFrame, StatStrip } from '../../ui/detail-page';
import { Panel } from '../../ui/panel';
import type { PageProps } from '../../ui/route-meta';
import { CameraScanner } from './camera-scanner';
import { decodeQrFile } from './qr-scan';
import { traceCodeOf } from './trace-code';

/**
 * /traceSource: a bureau clerk enters, scans (camera) or uploads the QR of a trace code and reads the
 * product's chain: product and batch, producer and farm, certificates, inspections and consumer scans.
 */
export default function TraceSourcePage({ meta }: PageProps) {
  const [params, setParams] = useSearchParams();
  const code = params.get('code') ?? params.get('certNo') ?? '';
  const [text, setText] = useState(code);
  const [camera, setCamera] = useState(false);
  const [hint, setHint] = useState<string | null>(null);
  const open = useCallback(
    (raw: string) => {
      const found = traceCodeOf(raw);
      setHint(found ? null : '未识别到有效的追溯码');
      if (found) {
        setText(found);
        setParams({ code: found });
      }
    },
    [setParams],
  );
  const onCamera = useCallback(
    (t: string) => {
      setCamera(false);
      open(t);
    },
    [open],
  );
  const query = useApiQuery(resolveTraceCode, { code }, { enabled: code !== '', retry: false });

  return (
    <PageFrame title={meta.title} subtitle="输入或扫描追溯码，查看产品从生产主体、合格证到检查与扫码的全过程">
      <Panel title="查询追溯码" className="detail-section trace-search">
        <Space wrap>
          <Input.Search
            aria-label="追溯码"
            placeholder="追溯码或合格证编号"
            enterButton="查询"
            style={{ width: 360 }}
            value={text}
            onChange={(e) => setText(e.target.value)}
            onSearch={open}
          />
          <Button onClick={() => setCamera((c) => !c)}>扫码（摄像头）</Button>
          <Upload
            accept="image/*"
            showUploadList={false}
            beforeUpload={(file) => {
              void decodeQrFile(file).then((t) => (t ? open(t) : setHint('图片中未识别到二维码')));
              return false;
            }}
          >
            <Button>识别二维码图片</Button>
          </Upload>
        </Space>
        {hint ? (
          <div className="trace-hint" role="alert">
            {hint}
          </div>
        ) : null}
        {camera ? <CameraScanner onText={onCamera} onClose={() => setCamera(false)} /> : null}
      </Panel>
      {code === '' ? null : (
        <DataState query={query} minHeight={200}>
          {(r) => (
            <>
              <StatStrip
                stats={[
                  { label: '产品', value: r.productName },
                  { label: '合格证', value: r.certificates.length, unit: '张' },
                  { label: '检查记录', value: r.inspections.length, unit: '次' },
                  { label: '消费者扫码', value: r.scans.total, unit: '次' },
                ]}
              />
              <Panel title="追溯链" className="detail-section">
                <Steps
                  direction="horizontal"
                  size="small"
                  current={4}
                  items={[
                    { title: '生产主体', description: r.farm.companyName },
                    { title: '生产基地', description: r.farm.farmName },
                    { title: '批次', description: r.batchNo ?? '--' },
                    {
                      title: '合格证',
                      description: r.certificates[0]
                        ? `${r.certificates[0].certNo}（${r.certificates[0].issueDate}）`
                        : '--',
                    },
                    {
                      title: '扫码',
                      description: r.scans.lastScanDate ? `最近 ${r.scans.lastScanDate}` : '暂无',
                    },
                  ]}
                />
              </Panel>
              <div className="detail-grid">
                <Panel title="产品与主体" className="detail-section">
                  <FieldList
                    columns={2}
                    fields={[
                      { label: '追溯码', value: r.traceCode },
                      { label: '产品', value: r.productName },
                      { label: '批次号', value: r.batchNo },
                      { label: '赋码时间', value: r.createTime },
                      {
                        label: '经营主体',
                        value: <Link to={`/gisfarmdetail/${r.farm.companyId}`}>{r.farm.companyName}</Link>,
                      },
                      { label: '统一社会信用代码', value: r.farm.creditCode },
                      {
                        label: '生产基地',
                        value: <Link to={`/farmdetail/${r.farm.farmId}`}>{r.farm.farmName}</Link>,
                      },
                      { label: '产地', value: r.farm.areaName },
                      { label: '地址', value: r.farm.address, span: 2 },
                    ]}
                  />
                </Panel>
                <Panel title="扫码次数（按月）" className="detail-section">
                  <Table
                    size="small"
                    rowKey="month"
                    pagination={false}
                    dataSource={r.scans.byMonth}
                    locale={{ emptyText: '暂无扫码' }}
                    columns={[
                      { title: '月份', dataIndex: 'month' },
                      { title: '扫码次数', dataIndex: 'scans', align: 'right' },
                    ]}
                  />
                </Panel>
              </div>
              <Panel title="合格证" className="detail-section">
                <Table
                  size="small"
                  rowKey="certificateId"
                  pagination={false}
                  dataSource={r.certificates}
                  columns={[
                    { title: '合格证编号', dataIndex: 'certNo' },
                    { title: '产品', dataIndex: 'productName' },
                    { title: '数量', render: (_, c) => `${c.quantity} ${c.unit}` },
                    { title: '生产者', dataIndex: 'producerName' },
                    { title: '联系电话', dataIndex: 'contactPhone' },
                    { title: '承诺依据', dataIndex: 'basisName' },
                    { title: '开具日期', dataIndex: 'issueDate' },
                    { title: '打印', dataIndex: 'printCount', render: (v: number) => `${v} 张` },
                  ]}
                />
              </Panel>
              <Panel title="基地检查记录" className="detail-section">
                <Table
                  size="small"
                  rowKey={(i) => `${i.inspectDate}${i.inspectionTypeName}`}
                  pagination={false}
                  dataSource={r.inspections}
                  locale={{ emptyText: '暂无检查记录' }}
                  columns={[
                    { title: '日期', dataIndex: 'inspectDate' },
                    { title: '类型', dataIndex: 'inspectionTypeName' },
                    {
                      title: '结果',
                      dataIndex: 'resultName',
                      render: (v: string) => (
                        <Tag color={v === '合格' ? 'green' : v === '不合格' ? 'red' : 'orange'}>{v}</Tag>
                      ),
                    },
                    { title: '检查人', dataIndex: 'inspector' },
                  ]}
                />
              </Panel>
            </>
          )}
        </DataState>
      )}
    </PageFrame>
  );
}
