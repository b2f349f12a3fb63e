import { listCertificatesByArea, type ResultOf, recordCertificatePrint } from '@fengshou/core/contract';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, InputNumber, Space } from 'antd';
import { useState } from 'react';
import { apiQuery, callApi, invalidateApi } from '../../api';
import { PageFrame } from '../../ui/detail-page';
import { Panel } from '../../ui/panel';
import type { PageProps } from '../../ui/route-meta';
import { TablePage } from '../../ui/table-page';
import { useGuardedClick } from '../../ui/use-guarded-click';
import { BASIS_OPTIONS, certificateBody, certificateColumns } from './certificate-table';

type Certificate = ResultOf<typeof listCertificatesByArea>['list'][number];

// Copies of one certificate are identical cards; the label only tells them apart (at most 100 copies).
const COPY_LABELS = Array.from({ length: 100 }, (_, i) => `copy-${i + 1}`);

/** One printed 承诺达标合格证 as the national template lays it out, with its QR code. */
function CertificateCard({ c }: { c: Certificate }) {
  return (
    <article className="cert-card">
      <h3>食用农产品承诺达标合格证</h3>
      <div className="cert-card-body">
        <dl>
          <dt>食用农产品名称</dt>
          <dd>{c.productName}</dd>
          <dt>数量（重量）</dt>
          <dd>
            {c.quantity} {c.unit}
          </dd>
          <dt>生产者</dt>
          <dd>{c.producerName}</dd>
          <dt>联系方式</dt>
          <dd>{c.contactPhone ?? '--'}</dd>
          <dt>产地</dt>
          <dd>{c.areaName}</dd>
          <dt>开具日期</dt>
          <dd>{c.issueDate}</dd>
        </dl>
        <img src={c.qrImageUrl} alt={`合格证 ${c.certNo} 二维码`} width={110} height={110} />
      </div>
      <p className="cert-card-promise">
        我承诺对生产销售的食用农产品：不使用禁用农药兽药、停用兽药和非法添加物；常规农药兽药残留不超标；对承诺的真实性负责。
      </p>
      <p className="cert-card-basis">
        承诺依据：{c.basisName}　编号：{c.certNo}
      </p>
    </article>
  );
}

/**
 * /agri-home/certificate-printing: pick certificates from the list, print them through the browser's print
 * dialog (to paper or PDF; print CSS shows only the cards) and record the print run.
 */
export default function CertificatePrintingPage({ meta }: PageProps) {
  const [sheet, setSheet] = useState<Certificate[]>([]);
  const [copies, setCopies] = useState(1);
  const { message } = App.useApp();
  const client = useQueryClient();
  const print = useGuardedClick('certificate:print', async () => {
    window.print();
    try {
      const r = await callApi(recordCertificatePrint, {
        certificateIds: sheet.map((c) => c.certificateId),
        copies,
      });
      void message.success(`已登记打印 ${r.printed} 张合格证，共 ${r.copies} 份`);
      void invalidateApi(client, listCertificatesByArea);
    } catch {
      // The client already showed the error; the sheet stays for another try.
    }
  });
  const add = (c: Certificate) =>
    setSheet((s) => (s.some((x) => x.certificateId === c.certificateId) ? s : [...s, c]));

  return (
    <PageFrame
      title={meta.title}
      subtitle="选择合格证加入打印单，通过浏览器打印（可另存为 PDF），打印记录自动登记"
    >
      <TablePage
        title="合格证"
        endpoint={listCertificatesByArea}
        body={certificateBody}
        columns={[
          ...certificateColumns,
          {
            key: 'add',
            title: '打印单',
            fixed: 'right',
            render: (_, c) => (
              <Button
                size="small"
                disabled={sheet.some((x) => x.certificateId === c.certificateId)}
                onClick={(e) => {
                  e.stopPropagation();
                  add(c);
                }}
              >
                加入
              </Button>
            ),
          },
        ]}
        rowKey={(r) => r.certificateId}
        filters={{
          keyword: { placeholder: '产品、编号或生产者' },
          dateRange: { label: '开具日期' },
          extra: [{ key: 'basis', label: '承诺依据', options: BASIS_OPTIONS }],
        }}
        actions={(q) => (
          <Button
            onClick={() =>
              void client.fetchQuery(apiQuery(listCertificatesByArea, certificateBody(q))).then((p) => {
                for (const c of p.list) add(c);
              })
            }
          >
            本页全部加入
          </Button>
        )}
      />
      <Panel
        title={`打印单（${sheet.length} 张）`}
        className="detail-section print-panel"
        extra={
          <Space className="no-print">
            份数
            <InputNumber
              aria-label="份数"
              min={1}
              max={100}
              value={copies}
              onChange={(v) => setCopies(v ?? 1)}
            />
            <Button onClick={() => setSheet([])} disabled={!sheet.length}>
              清空
            </Button>
            <Button type="primary" onClick={() => print()} disabled={!sheet.length}>
              打印
            </Button>
          </Space>
        }
      >
        {sheet.length ? (
          <div className="print-sheet">
            {sheet.flatMap((c) =>
              COPY_LABELS.slice(0, copies).map((copy) => (
                <CertificateCard key={`${c.certificateId}/${copy}`} c={c} />
              )),
            )}
          </div>
        ) : (
          <p className="no-print">从上方列表选择合格证加入打印单</p>
        )}
      </Panel>
    </PageFrame>
  );
}
