import { unreadDownloads } from '@fengshou/core/contract';
import { App, Button } from 'antd';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useApiQuery } from '../../api';

/** The download centre's path (the route of the former 导出文件下载 page, which links still name). */
export const DOWNLOAD_CENTRE = '/downloadExcelList';

// Scheduled briefings arrive in the background: looked for now and then, not on every page.
const UNREAD_POLL_MS = 60_000;

/**
 * The count of briefings a schedule delivered to the user that he has not seen; a notification says so
 * once per visit when there are any (intranet machines have no mail). Opening the centre marks them seen.
 */
export function useDownloadNotice(loggedIn: boolean): number {
  const { notification } = App.useApp();
  const navigate = useNavigate();
  const shown = useRef(0);
  const unread = useApiQuery(
    unreadDownloads,
    {},
    { enabled: loggedIn, refetchInterval: UNREAD_POLL_MS, notify: false },
  );
  const count = unread.data?.count ?? 0;
  useEffect(() => {
    if (count <= shown.current) {
      shown.current = Math.min(shown.current, count);
      return;
    }
    shown.current = count;
    const latest = unread.data?.latest[0];
    notification.info({
      key: 'downloads-unread',
      message: `下载中心有 ${count} 份新简报`,
      description: latest ? `${latest.title}（${latest.createTime}）` : undefined,
      btn: (
        <Button
          type="primary"
          size="small"
          onClick={() => {
            notification.destroy('downloads-unread');
            void navigate(DOWNLOAD_CENTRE);
          }}
        >
          查看
        </Button>
      ),
    });
  }, [count, unread.data, notification, navigate]);
  return count;
}
