import { PlusOutlined } from '@ant-design/icons';
import { createSubject, listSubjects, setSubjectStatus } from '@fengshou/core/contract';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Cascader, Form, Input, Modal, Space, Tag, Tooltip } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { callApi, invalidateApi, useApiMutation } from '../../api';
import { usePortal } from '../../api/portal-context';
import type { GovSubject } from '../../api/portal-types';
import { childAreasQuery, useChildAreas } from '../../area/area-queries';
import type { PageProps } from '../../ui/route-meta';
import { pagingBody, type TableColumn, TablePage } from '../../ui/table-page';
import { type LazyOption, useLazyCascader } from '../../ui/use-lazy-cascader';
import { type AdminAccess, AdminFrame } from './admin-frame';
import { problemOf } from './api-problem';
import { type IssuedPassword, PasswordNotice } from './password-notice';
import { SUBJECT_FIELD_LABELS } from './subject-edit';
import { SubjectFormDrawer } from './subject-form-drawer';

const LEVELS: Record<number, string> = { 1: '省级', 2: '市级', 3: '县级' };

const SUBJECTS: AdminAccess = { code: 'portal:manage', needs: '主体的管理需要“门户与菜单配置”权限。' };

/**
 * 主体管理: the government subjects of the signed-in subject's area, new ones for the cities or counties
 * below; each one's portal edited, those below switched off or on, their users opened.
 */
export default function SubjectsPage({ meta }: PageProps) {
  return (
    <AdminFrame meta={meta} access={SUBJECTS}>
      <SubjectsTable />
    </AdminFrame>
  );
}

function SubjectsTable() {
  const portal = usePortal();
  const queryClient = useQueryClient();
  const [creating, setCreating] = useState(false);
  const [issued, setIssued] = useState<IssuedPassword | null>(null);
  const [editing, setEditing] = useState<GovSubject | null>(null);
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const own = portal.subject;
  // A county's subject has no city or county below it.
  const leaf = (own?.subjectLevel ?? 3) >= 3;
  const refresh = () => invalidateApi(queryClient, listSubjects);

  const toggleStatus = (s: GovSubject) => {
    const enable = s.subjectStatus !== 1;
    modal.confirm({
      title: `${enable ? '启用' : '停用'}“${s.subjectName}”？`,
      content: enable
        ? '启用后该单位的用户可以重新登录（其下级主体仍按各自的状态）。'
        : '停用后该单位及其下级主体的用户立即退出登录，且不能再登录，直到重新启用。数据保留。',
      okText: enable ? '启用' : '停用',
      okButtonProps: { danger: !enable },
      cancelText: '取消',
      onOk: () =>
        callApi(setSubjectStatus, { id: s.id, subjectStatus: enable ? 1 : 0 }, { notify: false }).then(
          () => {
            void message.success(`已${enable ? '启用' : '停用'}“${s.subjectName}”`);
            void refresh();
          },
          (error: unknown) => void message.error(problemOf(error, SUBJECT_FIELD_LABELS).text),
        ),
    });
  };

  const columns: TableColumn<GovSubject>[] = [
    {
      key: 'subjectName',
      title: '主体名称',
      dataIndex: 'subjectName',
      render: (v: string, s) =>
        s.id === own?.id ? (
          <>
            {v} <Tag color="blue">本单位</Tag>
          </>
        ) : (
          v
        ),
    },
    { key: 'level', title: '级别', render: (_, s) => LEVELS[s.subjectLevel] ?? s.subjectLevel },
    { key: 'area', title: '所辖地区', render: (_, s) => s.areaChain.map((a) => a.areaName).join(' / ') },
    {
      key: 'status',
      title: '状态',
      render: (_, s) =>
        s.subjectStatus !== 1 ? (
          <Tag color="red">停用</Tag>
        ) : s.superiorDisabled ? (
          <Tag color="orange">随上级停用</Tag>
        ) : (
          <Tag color="green">启用</Tag>
        ),
    },
    { key: 'createTime', title: '创建时间', dataIndex: 'createTime', render: (v: string | null) => v ?? '—' },
    {
      key: 'actions',
      title: '操作',
      fixed: 'right',
      render: (_, s) => (
        <Space size={0} className="admin-row-actions">
          <Button type="link" size="small" onClick={() => setEditing(s)}>
            编辑
          </Button>
          <Tooltip title={s.id === own?.id ? '本单位的状态由上级主管部门设置' : undefined}>
            <Button
              type="link"
              size="small"
              danger={s.subjectStatus === 1}
              disabled={s.id === own?.id}
              onClick={() => toggleStatus(s)}
            >
              {s.subjectStatus === 1 ? '停用' : '启用'}
            </Button>
          </Tooltip>
          <Button type="link" size="small" onClick={() => navigate(`/system/users?subjectId=${s.id}`)}>
            用户
          </Button>
        </Space>
      ),
    },
  ];
  return (
    <>
      <TablePage
        title="政府主体"
        className="admin-subjects"
        endpoint={listSubjects}
        body={(q) => ({ ...pagingBody(q), keyword: q.filters.keyword })}
        columns={columns}
        rowKey={(s) => s.id}
        filters={{ area: false, keyword: { placeholder: '搜索主体名称' } }}
        actions={() => (
          <Tooltip title={leaf ? '县级主体没有可新建的下级主体' : undefined}>
            <Button type="primary" icon={<PlusOutlined />} disabled={leaf} onClick={() => setCreating(true)}>
              新建下级主体
            </Button>
          </Tooltip>
        )}
      />
      {creating && own ? (
        <SubjectFormModal
          parentAreaId={own.areaId}
          onClose={() => setCreating(false)}
          onCreated={({ subject, loginName, initialPassword }) => {
            setCreating(false);
            void invalidateApi(queryClient, listSubjects);
            setIssued({
              title: `已新建“${subject.subjectName}”`,
              loginName,
              nickname: '系统管理员',
              password: initialPassword,
            });
          }}
        />
      ) : null}
      {editing ? (
        <SubjectFormDrawer
          subject={editing}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            setEditing(null);
            void message.success(`已保存“${saved.subjectName}”`);
            void refresh();
            // One's own branding shows in the header and decides the menus: load them again.
            if (saved.id === own?.id) portal.reload();
          }}
        />
      ) : null}
      <PasswordNotice issued={issued} onClose={() => setIssued(null)} />
    </>
  );
}

interface Values {
  area: number[];
  subjectName?: string;
  adminLoginName: string;
}

/** An area as the cascader shows it: cities open to their counties, a county ends the path. */
const optionsOf = (
  areas: readonly { areaId: number; areaName: string; level: number; hasChildren: boolean }[],
) =>
  areas
    .filter((a) => a.level <= 3)
    .map((a) => ({ value: a.areaId, label: a.areaName, isLeaf: a.level >= 3 || !a.hasChildren }));

function SubjectFormModal(props: {
  parentAreaId: number;
  onClose(): void;
  onCreated(result: { subject: GovSubject; loginName: string; initialPassword: string }): void;
}) {
  const [form] = Form.useForm<Values>();
  const client = useQueryClient();
  const top = useChildAreas(props.parentAreaId);
  const areas = useLazyCascader(top.data && optionsOf(top.data), (parentId) =>
    client.fetchQuery(childAreasQuery(parentId)).then(optionsOf),
  );
  const submit = useApiMutation(createSubject, {
    body: (v: Values) => ({
      areaId: v.area.at(-1)!,
      subjectName: v.subjectName?.trim() || undefined,
      adminLoginName: v.adminLoginName.trim(),
    }),
    onSuccess: props.onCreated,
  });
  return (
    <Modal
      open
      title="新建下级主体"
      okText="新建"
      cancelText="取消"
      confirmLoading={submit.isPending}
      onOk={() => form.submit()}
      onCancel={props.onClose}
      destroyOnHidden
    >
      <Form<Values> form={form} layout="vertical" onFinish={(v) => submit.mutate(v)} className="subject-form">
        <Form.Item name="area" label="所辖地区" rules={[{ required: true, message: '请选择市或县' }]}>
          <Cascader<LazyOption<number>>
            options={areas.options}
            loading={top.isLoading}
            changeOnSelect
            placeholder="市 / 县"
            loadData={areas.loadData}
          />
        </Form.Item>
        <Form.Item name="subjectName" label="主体名称" extra="留空则为所选地区的农业农村部门">
          <Input placeholder="可选" maxLength={64} />
        </Form.Item>
        <Form.Item
          name="adminLoginName"
          label="管理员账号"
          extra="新主体的系统管理员；初始密码在新建后显示一次，首次登录须修改"
          rules={[
            { required: true, message: '请输入管理员账号' },
            { pattern: /^[A-Za-z][A-Za-z0-9_]{3,31}$/, message: '账号须以字母开头，4–32位字母数字或下划线' },
          ]}
        >
          <Input autoComplete="off" maxLength={32} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
