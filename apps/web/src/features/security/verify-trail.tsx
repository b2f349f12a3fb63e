import { SafetyCertificateOutlined } from '@ant-design/icons';
import { type ResultOf, verifyAuditTrail } from '@fengshou/core/contract';
import { Alert, Button } from 'antd';
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

/** 完整性校验: checks the trail's hash chain on the server and shows the verdict. */
export function VerifyTrail() {
  const verify = useApiMutation(verifyAuditTrail, { notify: false });
  const verdict = verify.data ? verdictText(verify.data) : null;
  return (
    <div className="security-verify">
      <Button
        icon={<SafetyCertificateOutlined />}
        loading={verify.isPending}
        onClick={() => verify.mutate({})}
      >
        完整性校验
      </Button>
      {verify.isPending ? <span className="security-verify-hint">正在逐条校验哈希链…</span> : null}
      {verdict && verify.data ? (
        <Alert
          className="security-verify-result"
          type={verify.data.intact ? 'success' : 'error'}
          showIcon
          title={verdict.title}
          description={verdict.description}
          closable={{ onClose: () => verify.reset() }}
        />
      ) : null}
      {verify.error ? (
        <Alert
          className="security-verify-result"
          type="error"
          showIcon
          title="校验未能完成"
          description={problemOf(verify.error).text}
          closable={{ onClose: () => verify.reset() }}
        />
      ) : null}
    </div>
  );
}
