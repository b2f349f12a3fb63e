import { beijing, FIELD_STAGE_LABELS } from '@fengshou/core';
import {
  closeFieldTask,
  dispatchFieldTasks,
  type EndpointDef,
  fieldTaskProgress,
  listFieldTasks,
  reassignFieldTasks,
  rectifyFieldTasks,
  returnFieldTask,
} from '@fengshou/core/contract';
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { App, Button, DatePicker, Input, Modal, Segmented, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { ApiError, invalidateApi, useApiQuery } from '../../api';
import { usePortal } from '../../api/portal-context';
import { useCurrentArea } from '../../area/use-current-area';
import { BatchSelect } from '../../review/case-list';
import { sendAction } from '../../review/idempotent-action';
import { ReviewFrame } from '../../review/review-frame';
import { useReviewHref } from '../../review/review-links';
import { DataState } from '../../ui/data-state';
import { Panel } from '../../ui/panel';
import type { PageProps } from '../../ui/route-meta';
import { DispatchDialog, type DispatchTarget } from './dispatch-dialog';
import { ProgressTable } from './progress-table';

const STAGE_COLOR: Record<number, string> = { 1: 'gold', 2: 'blue', 3: 'orange', 4: 'green' };
type View = 'queue' | 'mine' | 'all';

/**
 * 核查任务: field-check progress of the area by child area, and the task queues — the level's own queue to
 * hand down (a whole batch to a town, or chosen parcels to a village or a checker), reassignment, return,
 * rectification orders and closing.
 */
export default function FieldCheckPage({ meta }: PageProps) {
  const { permissions, user } = usePortal();
  const userId = user?.id;
  const { message } = App.useApp();
  const { selected, select } = useCurrentArea();
  const href = useReviewHref();
  const qc = useQueryClient();
  const [view, setView] = useState<View>('all');
  const [batch, setBatch] = useState<number>();
  const [picked, setPicked] = useState<number[]>([]);
  const [dialog, setDialog] = useState<'batch' | 'dispatch' | 'reassign'>();
  const [page, setPage] = useState({ pageNo: 1, pageSize: 10 });
  const dispatcher = permissions.includes('fieldcheck:dispatch');
  const area = selected ? { areaId: selected.areaId, areaLevel: selected.level } : {};
  const progress = useApiQuery(fieldTaskProgress, { ...area, batchId: batch }, { enabled: !!selected });
  const tasks = useApiQuery(
    listFieldTasks,
    { ...area, view, batchId: batch, ...page },
    { enabled: !!selected, placeholderData: keepPreviousData },
  );
  const own = useOwnArea();
  const refresh = () => void invalidateApi(qc, fieldTaskProgress, listFieldTasks);
  const run = async <E extends EndpointDef>(endpoint: E, body: unknown, done: string) => {
    try {
      const r = (await sendAction(endpoint, body as never)) as { count: number };
      message.success(`${done} ${r.count} 个任务`);
      setPicked([]);
      refresh();
    } catch (e) {
      if (!(e instanceof ApiError)) message.error('网络异常，请稍后重试');
    }
  };
  const recordIds = (tasks.data?.list ?? []).filter((t) => picked.includes(t.id));
  const onDialog = async (t: DispatchTarget) => {
    if (dialog === 'batch') await run(dispatchFieldTasks, { batchId: batch, ...t }, '已下发');
    if (dialog === 'dispatch') {
      const occupationIds = recordIds.filter((r) => r.recordKind === 'occupy').map((r) => r.recordId);
      const abnormalIds = recordIds.filter((r) => r.recordKind === 'abnormal').map((r) => r.recordId);
      if (occupationIds.length) await run(dispatchFieldTasks, { occupationIds, ...t }, '已下发');
      if (abnormalIds.length) await run(dispatchFieldTasks, { abnormalIds, ...t }, '已下发');
    }
    if (dialog === 'reassign') await run(reassignFieldTasks, { taskIds: picked, ...t }, '已改派');
    setDialog(undefined);
  };
  const rectify = () => {
    let deadline = beijing().add(30, 'day');
    Modal.confirm({
      title: `责令整改（${picked.length} 个任务）`,
      content: (
        <DatePicker
          defaultValue={deadline}
          onChange={(d) => {
            if (d) deadline = d;
          }}
        />
      ),
      onOk: () =>
        run(
          rectifyFieldTasks,
          { taskIds: picked, rectifyDeadline: deadline.format('YYYY-MM-DD') },
          '已责令整改',
        ),
    });
  };
  const returnOne = (taskId: number) => {
    let remark = '';
    Modal.confirm({
      title: '退回上一级',
      content: <Input.TextArea placeholder="退回原因" onChange={(e) => (remark = e.target.value)} />,
      onOk: () => run(returnFieldTask, { taskId, remark }, '已退回'),
    });
  };
  return (
    <ReviewFrame
      meta={meta}
      subtitle={selected ? `${selected.areaName} · 外业核查任务下发与进度` : undefined}
    >
      <div className="review-case">
        <div className="review-col">
          <Panel title="核查进度">
            <div className="review-filters">
              <BatchSelect area={area} value={batch} onChange={setBatch} />
              {dispatcher && (
                <Button type="primary" disabled={!batch} onClick={() => setDialog('batch')}>
                  按批次下发
                </Button>
              )}
            </div>
            <DataState query={progress}>
              {(p) => (
                <ProgressTable
                  data={p}
                  onDrill={(areaId, areaName) =>
                    select({ areaId, areaName, level: Math.min((selected?.level ?? 3) + 1, 5) })
                  }
                />
              )}
            </DataState>
          </Panel>
        </div>
        <div className="review-col">
          <Panel
            title="核查任务"
            extra={
              dispatcher && (
                <Space>
                  <Button disabled={!picked.length} onClick={() => setDialog('dispatch')}>
                    下发所选
                  </Button>
                  <Button disabled={!picked.length} onClick={() => setDialog('reassign')}>
                    改派
                  </Button>
                  <Button disabled={!picked.length} onClick={rectify}>
                    责令整改
                  </Button>
                </Space>
              )
            }
          >
            <Segmented
              value={view}
              onChange={(v) => {
                setView(v as View);
                setPage((p) => ({ ...p, pageNo: 1 }));
              }}
              options={[
                { value: 'all', label: '辖区全部' },
                { value: 'queue', label: '本级待派' },
                { value: 'mine', label: '我的任务' },
              ]}
              style={{ marginBottom: 12 }}
            />
            <DataState query={tasks}>
              {(d) => (
                <Table
                  rowKey="id"
                  size="small"
                  dataSource={d.list}
                  loading={tasks.isFetching}
                  rowSelection={
                    dispatcher
                      ? { selectedRowKeys: picked, onChange: (k) => setPicked(k as number[]) }
                      : undefined
                  }
                  pagination={{
                    current: d.pageNo,
                    pageSize: d.pageSize,
                    total: d.total,
                    onChange: (pageNo, pageSize) => setPage({ pageNo, pageSize }),
                  }}
                  columns={[
                    {
                      title: '图斑',
                      dataIndex: 'caseRef',
                      render: (v: string, r) => (
                        <Link
                          to={href(
                            r.recordKind === 'occupy'
                              ? `/land-control/occupation/${encodeURIComponent(v)}`
                              : `/land-control/abnormal/${r.recordId}`,
                          )}
                        >
                          {v}
                        </Link>
                      ),
                    },
                    { title: '所在区域', dataIndex: 'areaName' },
                    { title: '监测批次', dataIndex: 'batchName' },
                    { title: '承办', render: (_: unknown, r) => r.checkerName ?? r.holderAreaName },
                    { title: '期限', render: (_: unknown, r) => r.rectifyDeadline ?? r.deadline },
                    {
                      title: '环节',
                      render: (_: unknown, r) => (
                        <>
                          <Tag color={STAGE_COLOR[r.stage]}>
                            {FIELD_STAGE_LABELS[r.stage as 1] ?? r.stageName}
                          </Tag>
                          {r.overdue && <Tag color="red">逾期</Tag>}
                        </>
                      ),
                    },
                    {
                      title: '操作',
                      render: (_: unknown, r) => (
                        <Space size={4}>
                          {r.stage === 1 &&
                            (r.checkerId === userId ||
                              (r.checkerId === null &&
                                r.holderAreaId === own &&
                                r.fromAreaId !== r.holderAreaId)) && (
                              <Button size="small" type="link" onClick={() => returnOne(r.id)}>
                                退回
                              </Button>
                            )}
                          {dispatcher && r.stage !== 4 && r.processStatus >= 5 && (
                            <Button
                              size="small"
                              type="link"
                              onClick={() => run(closeFieldTask, { taskId: r.id }, '已销号')}
                            >
                              销号
                            </Button>
                          )}
                        </Space>
                      ),
                    },
                  ]}
                />
              )}
            </DataState>
          </Panel>
        </div>
      </div>
      {selected && own !== undefined && (
        <DispatchDialog
          title={dialog === 'reassign' ? '改派任务' : dialog === 'batch' ? '按批次下发' : '下发所选图斑'}
          ownAreaId={own}
          needDeadline={dialog !== 'reassign'}
          open={dialog !== undefined}
          onCancel={() => setDialog(undefined)}
          onOk={onDialog}
        />
      )}
    </ReviewFrame>
  );
}

/** The caller's own area (the level whose queue is theirs). */
function useOwnArea(): number | undefined {
  const { subject } = usePortal();
  return subject?.areaId;
}
