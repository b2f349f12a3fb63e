import { Button, Result } from 'antd';
import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ChunkLoadError } from './routes/lazy-page';
import { removeStartupNotice } from './routes/page-loading';

/** What a route shows when its page failed to load or threw while rendering. */
export function RouteError() {
  const error = useRouteError();
  useEffect(removeStartupNotice, []);
  useEffect(() => console.error('页面出错', error), [error]);
  const chunk = error instanceof ChunkLoadError;
  const subTitle = chunk
    ? `${error.message}。请检查网络连接后重新加载；若系统刚刚升级，重新加载即可取得新版本。`
    : isRouteErrorResponse(error)
      ? `${error.status} ${error.statusText}`
      : '页面运行出错，已记录错误信息。可重新加载页面或返回首页。';
  return (
    <div className="route-error">
      <Result
        status={chunk ? 'warning' : 'error'}
        title={chunk ? '页面加载失败' : '页面出错了'}
        subTitle={subTitle}
        extra={[
          <Button type="primary" key="reload" onClick={() => window.location.reload()}>
            重新加载
          </Button>,
          <Button key="home" href="/">
            返回首页
          </Button>,
        ]}
      />
    </div>
  );
}
