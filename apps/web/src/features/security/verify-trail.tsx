import { SafetyCertificateOutlined } from '@ant-design/icons';
import { type ResultOf, verifyAuditTrail } from '@fengshou/core/contract';
import { Alert, Button } from 'antd';
import type { ReactNode } from 'react';
import { useApiMutation } from '../../api';
import { problemOf } from '../../api/problem';

type Verdict = ResultOf<typeof verifyAuditTrail>;

/** The verdict in words: intact with what was checked, or where the chain breaks and why. */
export function verdictText(v: Verdict): { title: string; description: string } {
  const span = v.firstId !== null && v.lastId !== null ? `（编号 ${v.firstId}–${v.lastId}）` : '';
  const kept = `审计日志保留 ${v.retentionDays} 天，过期记录按日清理。`;
  if (v.intact)
    return {
      title: '审计日志完整，未发现篡改',
      description: `已校验 ${v.checked} 条记录${span}，哈希链前后衔接一致。${kept}`,
    };
  return {
    title: `审计日志在第 ${v.brokenAt ?? '?'} 号记录处不完整`,
    description: `${v.reason ?? '哈希链不一致'}。已校验 ${v.checked} 条记录${span}。该记录及其前后的记录可能被修改、删除或插入，请保留现场并上报。${kept}`,
  };
}

/**
 * 完整性校验: checks the trail's hash chain on the server. Answers the button and the verdict, which the
 * page places apart (the button among the list's actions, the verdict above the list).
 */
export function useTrailCheck(): { button: ReactNode; verdict: ReactNode } {
  const verify = useApiMutation(verifyAuditTrail, { notify: false });
  const text = verify.data ? verdictText(verify.data) : null;
  const button = (
    <Button icon={<SafetyCertificateOutlined />} loading={verify.isPending} onClick={() => verify.mutate({})}>
      完整性校验
    </Button>
  );
  let verdict: ReactNode = null;
  if (text && verify.data)
    verdict = (
      <Alert
        className="security-verify-result"
        type={verify.data.intact ? 'success' : 'error'}
        showIcon
        title={text.title}
        description={text.description}
        closable={{ onClose: () => verify.reset() }}
      />
    );
  else if (verify.error)
    verdict = (
      <Alert
        className="security-verify-result"
        type="error"
        showIcon
        title="校验未能完成"
        description={problemOf(verify.error).text}
        closable={{ onClose: () => verify.reset() }}
      />
    );
  return { button, verdict };
}
