import { ExportOutlined, ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Result, Spin } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { PageProps } from '../../ui/route-meta';
import { useProbe } from './iframe-probe';
import './iframe.css';

/** Only http(s) addresses are embedded; anything else (javascript:, data:) is refused. */
export function safeExternalUrl(raw: string | null): string | null {
  if (!raw) return null;
  try {
    const url = new URL(raw, window.location.origin);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * An external page embedded in the portal (?url=…&title=…). The address is asked first: when it does not
 * answer the page says so, with the address and a retry, instead of an empty frame.
 */
export default function IframeDetailPage({ meta }: PageProps) {
  const [params] = useSearchParams();
  const url = safeExternalUrl(params.get('url'));
  const title = params.get('title') || meta.title;
  const probe = useProbe(url);
  // The frame is reloaded by the retry too (a new key), once the address answers again.
  const [attempt, setAttempt] = useState(0);
  if (!url) {
    return <Result status="warning" title={title} subTitle="未指定有效的外部页面地址（仅支持 http/https）" />;
  }
  if (probe.isPending || probe.isFetching) {
    return (
      <div className="iframe-page iframe-checking" role="status" aria-label="正在连接">
        <Spin />
        <span>正在连接 {url}</span>
      </div>
    );
  }
  if (probe.data?.reachable === false || probe.isError) {
    return (
      <Result
        status="error"
        title={`无法访问${title}`}
        subTitle={
          <>
            <div className="iframe-address">{url}</div>
            <div>{probe.data?.reason ?? '连接失败'}，请确认该系统已启动且本机网络可以访问。</div>
          </>
        }
        extra={
          <Button
            type="primary"
            icon={<ReloadOutlined />}
            onClick={() => {
              setAttempt((n) => n + 1);
              void probe.refetch();
            }}
          >
            重试
          </Button>
        }
      />
    );
  }
  return (
    <div className="iframe-page">
      <div className="iframe-head">
        <h1 className="topic-title">{title}</h1>
        <Button icon={<ExportOutlined />} href={url} target="_blank" rel="noopener noreferrer">
          在新窗口打开
        </Button>
      </div>
      {probe.data?.reachable === null ? (
        <Alert
          type="info"
          showIcon
          message={`服务器不能代为检查内网地址 ${url}，若页面空白请确认本机可以访问该系统`}
        />
      ) : null}
      <iframe
        key={attempt}
        className="iframe-frame"
        src={url}
        title={title}
        sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
      />
    </div>
  );
}
