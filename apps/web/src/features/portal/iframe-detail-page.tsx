import { ExportOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';
import { useSearchParams } from 'react-router';
import type { PageProps } from '../../ui/route-meta';

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

/** An external page embedded in the portal (?url=…&title=…). */
export default function IframeDetailPage({ meta }: PageProps) {
  const [params] = useSearchParams();
  const url = safeExternalUrl(params.get('url'));
  const title = params.get('title') || meta.title;
  if (!url) {
    return <Result status="warning" title={title} subTitle="未指定有效的外部页面地址（仅支持 http/https）" />;
  }
  return (
    <div className="iframe-page">
      <div className="iframe-head">
        <h1 className="topic-title">{title}</h1>
        <Button icon={<ExportOutlined />} href={url} target="_blank" rel="noopener noreferrer">
          在新窗口打开
        </Button>
      </div>
      <iframe
        className="iframe-frame"
        src={url}
        title={title}
        sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
      />
    </div>
  );
}
