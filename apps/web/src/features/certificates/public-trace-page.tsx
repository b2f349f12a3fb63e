import { publicTrace } from '@fengshou/core/contract';
import { ConfigProvider, Result, Spin, Tag, theme } from 'antd';
import { useParams } from 'react-router';
import { errorText, useApiQuery } from '../../api';
import type { PageProps } from '../../ui/route-meta';
import { traceCodeOf } from './trace-code';

const PUBLIC_THEME = {
  inherit: false,
  algorithm: theme.defaultAlgorithm,
  token: { colorPrimary: '#15794a' },
};

/**
 * /trace/:code, the page a certificate's QR code opens on a consumer's phone: no login, and only what the
 * printed certificate already tells a buyer (product, batch, producer, origin, checks); every view counts
 * as a scan. The server limits lookups per address.
 */
export default function PublicTracePage({ meta }: PageProps) {
  const { code: raw = '' } = useParams();
  const code = traceCodeOf(raw);
  const query = useApiQuery(
    publicTrace,
    { code: code! },
    { enabled: code !== null, retry: false, staleTime: Number.POSITIVE_INFINITY, notify: false },
  );
  let body: React.ReactNode;
  if (code === null) body = <Result status="warning" title="追溯码无效" />;
  else if (query.isPending) body = <Spin size="large" />;
  else if (query.isError) body = <Result status="warning" title={errorText(query.error)} />;
  else {
    const r = query.data;
    body = (
      <>
        <div className="public-trace-badge">承诺达标合格证</div>
        <h2 className="public-trace-product">{r.productName}</h2>
        <dl className="public-trace-facts">
          <dt>生产者</dt>
          <dd>{r.producerName}</dd>
          <dt>产地</dt>
          <dd>{r.origin}</dd>
          {r.batchNo ? (
            <>
              <dt>批次</dt>
              <dd>{r.batchNo}</dd>
            </>
          ) : null}
          {r.certNo ? (
            <>
              <dt>合格证编号</dt>
              <dd>{r.certNo}</dd>
              <dt>开具日期</dt>
              <dd>{r.issueDate}</dd>
              <dt>数量</dt>
              <dd>
                {r.quantity} {r.unit}
              </dd>
              <dt>承诺依据</dt>
              <dd>{r.basisName}</dd>
            </>
          ) : null}
        </dl>
        <h3 className="public-trace-sub">基地检查</h3>
        {r.inspections.length ? (
          <ul className="public-trace-checks">
            {r.inspections.map((i) => (
              <li key={`${i.inspectDate}${i.inspectionTypeName}`}>
                <span>{i.inspectDate}</span>
                <span>{i.inspectionTypeName}</span>
                <Tag color={i.resultName === '合格' ? 'green' : i.resultName === '不合格' ? 'red' : 'orange'}>
                  {i.resultName}
                </Tag>
              </li>
            ))}
          </ul>
        ) : (
          <p>暂无检查记录</p>
        )}
        <p className="public-trace-scans">本追溯码已被查询 {r.scanCount} 次</p>
      </>
    );
  }
  // The consumer's page has its own light look: a bureau user's dark skin (signed in on the same browser)
  // must not turn its texts and tags light on the white card.
  return (
    <ConfigProvider theme={PUBLIC_THEME}>
      <main className="public-trace">
        <h1 className="topic-title public-trace-title">{meta.title}</h1>
        <div className="public-trace-card">{body}</div>
        <footer className="public-trace-foot">食用农产品承诺达标合格证 · 追溯查询</footer>
      </main>
    </ConfigProvider>
  );
}
