import { PlusOutlined } from '@ant-design/icons';
import { createSubject, listSubjects } from '@fengshou/core/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Cascader, Form, Input, Modal, Tag, Tooltip } from 'antd';
import { useState } from 'react';
import { invalidateApi, useApiMutation } from '../../api';
import { usePortal } from '../../api/portal-context';
import type { GovSubject } from '../../api/portal-types';
import { childAreasQuery, useChildAreas } from '../../area/area-queries';
import type { PageProps } from '../../ui/route-meta';
import { pagingBody, type TableColumn, TablePage } from '../../ui/table-page';
import { type LazyOption, useLazyCascader } from '../../ui/use-lazy-cascader';
import { type AdminAccess, AdminFrame } from './admin-frame';
import { type IssuedPassword, PasswordNotice } from './password-notice';

const LEVELS: Record<number, string> = { 1: '省级', 2: '市级', 3: '县级' };

const SUBJECTS: AdminAccess = { code: 'portal:manage', needs: '主体的管理需要“门户与菜单配置”权限。' };

/** 主体管理: the government subjects of the signed-in subject's area, and new ones for the cities or counties below. */
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
  const own = portal.subject;
  // A county's subject has no city or county below it.
  const leaf = (own?.subjectLevel ?? 3) >= 3;

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
    { key: 'createTime', title: '创建时间', dataIndex: 'createTime', render: (v: string | null) => v ?? '—' },
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
