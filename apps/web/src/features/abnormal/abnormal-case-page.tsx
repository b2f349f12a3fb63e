import {
  ABNORMAL_TYPE_LABELS,
  type AbnormalAction,
  AREA_LEVELS,
  abnormalActionsFor,
  GOVERNANCE_ACTION_LABELS,
  GOVERNANCE_FLAG_LABELS,
  isAreaLevel,
  PROCESS_STATUS_LABELS,
  type ProcessStatus,
  TRANSITIONS,
} from '@fengshou/core';
import {
  abnormalActions,
  getAbnormal,
  listAbnormalDeclarations,
  listAbnormalLogs,
  listAbnormals,
} from '@fengshou/core/contract';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Descriptions, Input, Modal, Tag } from 'antd';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { invalidateApi, useApiQuery } from '../../api';
import { useLiveEvents } from '../../api/live';
import { usePortal } from '../../api/portal-context';
import { CaseLogPanel, CaseMapPanel, DeclarationsPanel } from '../../review/case-panels';
import { FieldPhotosPanel } from '../../review/field-photos';
import { keyAfterFailure, newIdempotencyKey, sendAction } from '../../review/idempotent-action';
import { ReviewFrame } from '../../review/review-frame';
import { useReviewHref } from '../../review/review-links';
import { DataState } from '../../ui/data-state';
import { Panel } from '../../ui/panel';
import type { PageProps } from '../../ui/route-meta';
import { STATUS_COLOR } from './abnormal-list-page';

const labelOf = (a: AbnormalAction) =>
  a === 'govern' ? GOVERNANCE_ACTION_LABELS.govern : TRANSITIONS[a].label;
const text = (v: unknown) => (v === null || v === undefined || v === '' ? '—' : String(v));

/** One abnormal case: fields, outline, batch snapshots, the allowed review and governance actions, the log. */
export default function AbnormalCasePage({ meta }: PageProps) {
  const id = Number(useParams().id);
  const { permissions } = usePortal();
  const { message } = App.useApp();
  const qc = useQueryClient();
  const href = useReviewHref();
  const [open, setOpen] = useState<{ action: AbnormalAction; key: string } | null>(null);
  const [remark, setRemark] = useState('');
  const [busy, setBusy] = useState(false);
  const rec = useApiQuery(getAbnormal, { id }, { enabled: Number.isInteger(id) && id > 0 });
  const logs = useApiQuery(listAbnormalLogs, { id }, { enabled: Number.isInteger(id) && id > 0 });
  const decl = useApiQuery(listAbnormalDeclarations, { id }, { enabled: Number.isInteger(id) && id > 0 });
  const refresh = () => {
    void invalidateApi(qc, [getAbnormal, { id }], [listAbnormalLogs, { id }], listAbnormals);
  };
  useLiveEvents<{ kind: string; id: number }>(
    ['case.changed'],
    (e) => e.data.kind === 'abnormal' && e.data.id === id && refresh(),
    refresh,
  );
  const submit = async (version: number) => {
    if (!open) return;
    setBusy(true);
    try {
      await sendAction(abnormalActions[open.action], { id, version, remark: remark || undefined }, open.key);
      message.success(`${labelOf(open.action)}：已提交`);
      setOpen(null);
      refresh();
    } catch (e) {
      // The client showed what went wrong; the dialog stays open. After an answer from the server the record
      // is refreshed and the next submit is a new request (keyAfterFailure); after no answer, a retry.
      const key = keyAfterFailure(e, open.key);
      if (key !== open.key) {
        setOpen({ ...open, key });
        refresh();
      }
    } finally {
      setBusy(false);
    }
  };
  return (
    <ReviewFrame
      meta={meta}
      subtitle={
        <>
          <Link to={href('/land-control/abnormal')}>耕地异常处置</Link> / 图斑 {id}
        </>
      }
    >
      <DataState query={rec} minHeight={300}>
        {(r) => {
          const actions = abnormalActionsFor(
            { processStatus: r.processStatus, governanceFlag: r.governanceFlag as 0 | 1 },
            permissions,
          );
          return (
            <div className="review-case">
              <div className="review-col">
                <Panel
                  title={
                    <>
                      地块 {r.landCode}{' '}
                      <Tag color={STATUS_COLOR[r.processStatus]}>
                        {PROCESS_STATUS_LABELS[r.processStatus as ProcessStatus] ?? r.processStatus}
                      </Tag>
                    </>
                  }
                  extra={
                    actions.length ? (
                      <div className="review-actions">
                        {actions.map((a) => (
                          <Button
                            key={a}
                            type="primary"
                            danger={a === 'reject'}
                            onClick={() => {
                              setRemark('');
                              setOpen({ action: a, key: newIdempotencyKey() });
                            }}
                          >
                            {labelOf(a)}
                          </Button>
                        ))}
                      </div>
                    ) : null
                  }
                >
                  <Descriptions
                    size="small"
                    column={{ xs: 1, md: 2 }}
                    items={[
                      ['地块编码', r.landCode],
                      ['异常类型', ABNORMAL_TYPE_LABELS[r.abnormalType] ?? r.abnormalType],
                      ['异常面积', `${r.abnormalAreaMu.toFixed(4)} 亩`],
                      ['现状', r.currentUse],
                      [
                        '所在区域',
                        isAreaLevel(r.areaLevel)
                          ? `${r.areaName}（${AREA_LEVELS[r.areaLevel]}）`
                          : r.areaName,
                      ],
                      ['监测批次', `${r.batchName}（${r.cultivatedLandBatchId}）`],
                      ['整治情况', GOVERNANCE_FLAG_LABELS[r.governanceFlag as 0 | 1]],
                      ['处置意见', r.remark],
                      ['版本', r.version],
                      ['创建时间', r.createTime],
                      ['更新时间', r.updateTime],
                    ].map(([label, v]) => ({ key: String(label), label, children: text(v) }))}
                  />
                  <Modal
                    open={!!open && actions.includes(open.action)}
                    title={open ? `${labelOf(open.action)} · ${r.landCode}` : ''}
                    okText="提交"
                    confirmLoading={busy}
                    onOk={() => submit(r.version)}
                    onCancel={() => setOpen(null)}
                  >
                    <Input.TextArea
                      rows={3}
                      maxLength={500}
                      showCount
                      placeholder="处置意见"
                      value={remark}
                      onChange={(e) => setRemark(e.target.value)}
                    />
                  </Modal>
                </Panel>
                <FieldPhotosPanel photos={r.reviewPhotos} />
                <DeclarationsPanel query={decl} />
              </div>
              <div className="review-col">
                <CaseMapPanel
                  batchId={r.cultivatedLandBatchId}
                  geometry={r.geom}
                  area={{ areaId: r.areaId, areaName: r.areaName }}
                  photos={r.reviewPhotos}
                  compareImageDate={r.compareImageDate}
                  imageDate={r.imageDate}
                />
                <CaseLogPanel title="处置与整治日志" query={logs} />
              </div>
            </div>
          );
        }}
      </DataState>
    </ReviewFrame>
  );
}
