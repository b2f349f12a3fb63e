import { AppstoreAddOutlined, FolderAddOutlined, LinkOutlined, PlusOutlined } from '@ant-design/icons';
import {
  getMenuConfig,
  listAssignableMenuTemplates,
  listMenuTypesAndGroups,
  listShowMenusBySubjectId,
  saveMenuConfig,
} from '@fengshou/core/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Modal, Space, Typography } from 'antd';
import { useState } from 'react';
import { apiKey, callApi, invalidateApi, useApiQuery } from '../../api';
import { platformTitle, usePortal } from '../../api/portal-context';
import { type Problem, problemOf } from '../../api/problem';
import { DataState } from '../../ui/data-state';
import { PageFrame } from '../../ui/detail-page';
import { useLeaveGuard } from '../../ui/leave-guard';
import { NoPermission } from '../../ui/no-permission';
import type { PageProps } from '../../ui/route-meta';
import { SubjectSelect } from '../../ui/subject-select';
import { hasPermission } from '../../ui/use-guarded-click';
import { AddMenuModal, type AddMode } from './add-menu-modal';
import { invalidNodeOf } from './invalid-node';
import {
  addGroup,
  addMenus,
  draftOf,
  isDirty,
  type MenuConfig,
  type MenuDraft,
  OTHER_KEY,
  saveBodyOf,
} from './menu-draft';
import { MenuTree } from './menu-tree';
import { NavPreview } from './nav-preview';
import './menu-editor.css';

const MENU_MANAGE = 'menu:manage';

/** 菜单编辑 (/system/menus): a subject's menu groups and menus, the nav style and a preview, saved at once. */
export default function MenuEditorPage({ meta }: PageProps) {
  const portal = usePortal();
  const [subjectId, setSubjectId] = useState<number | undefined>(portal.subject?.id);
  const allowed = hasPermission(portal.permissions, MENU_MANAGE);
  const [dirty, setDirty] = useState(false);
  const { modal } = App.useApp();
  const pick = (id: number) => {
    if (!dirty) return setSubjectId(id);
    modal.confirm({
      title: '切换主体？',
      content: '当前主体的菜单有修改尚未保存，切换将放弃这些修改。',
      okText: '放弃修改并切换',
      cancelText: '留在此主体',
      onOk: () => setSubjectId(id),
    });
  };
  return (
    <PageFrame
      title={meta.title}
      subtitle="菜单分组、名称与顺序、导航显示、外部链接与导航样式；保存后本主体用户下次打开页面时生效"
      className="admin-page menu-editor-page"
      extra={
        allowed && hasPermission(portal.permissions, 'portal:manage') ? (
          <SubjectSelect label="编辑主体" className="menu-subject-select" value={subjectId} onChange={pick} />
        ) : undefined
      }
    >
      {!allowed ? (
        <NoPermission needs="菜单编辑需要“菜单编辑”权限。" grantedBy="系统管理员" />
      ) : subjectId === undefined ? null : (
        <MenuEditor key={subjectId} subjectId={subjectId} onDirty={setDirty} />
      )}
    </PageFrame>
  );
}

function MenuEditor(props: { subjectId: number; onDirty(dirty: boolean): void }) {
  const { subjectId } = props;
  const portal = usePortal();
  const client = useQueryClient();
  const { message } = App.useApp();
  // Read once: a refetch while editing would drop the draft. A save answers the new configuration.
  const query = useApiQuery(
    getMenuConfig,
    { subjectId },
    { staleTime: Infinity, refetchOnWindowFocus: false },
  );
  const [base, setBase] = useState<MenuConfig | null>(null);
  const [draft, setDraft] = useState<MenuDraft | null>(null);
  const [adding, setAdding] = useState<AddMode | null>(null);
  const [problem, setProblem] = useState<(Problem & { node: ReturnType<typeof invalidNodeOf> }) | null>(null);
  const [saving, setSaving] = useState(false);
  if (query.data && query.data !== base) {
    setBase(query.data);
    setDraft(draftOf(query.data));
  }
  const dirty = Boolean(base && draft && isDirty(draft, base));
  useLeaveGuard(dirty, '菜单');
  const [reported, setReported] = useState(dirty);
  if (reported !== dirty) {
    setReported(dirty);
    props.onDirty(dirty);
  }

  const change = (next: MenuDraft) => {
    setDraft(next);
    setProblem(null);
  };

  const save = async () => {
    if (!base || !draft) return;
    const body = saveBodyOf(draft, base);
    setSaving(true);
    try {
      const next = await callApi(saveMenuConfig, body, { notify: false });
      const menus = next.groups.reduce((n, g) => n + g.menus.length, next.otherMenus.length);
      message.success({
        content: `菜单已保存（第 ${next.revision} 版）：${next.groups.length} 个分组、${menus} 个菜单。本主体用户下次打开或刷新页面时看到新的导航。`,
        duration: 8,
      });
      client.setQueryData(apiKey(getMenuConfig, { subjectId }), next);
      await invalidateApi(
        client,
        listMenuTypesAndGroups,
        listShowMenusBySubjectId,
        listAssignableMenuTemplates,
      );
      // The editor's own navigation follows at once when it edited its own subject.
      if (subjectId === portal.subject?.id) portal.reload();
    } catch (error) {
      setProblem({ ...problemOf(error), node: invalidNodeOf(body, problemOf(error).fields[0], draft) });
    } finally {
      setSaving(false);
    }
  };

  const reload = () => {
    setProblem(null);
    setBase(null);
    void query.refetch();
  };

  const discard = () =>
    Modal.confirm({
      title: '放弃修改？',
      content: '将恢复为上次保存的菜单。',
      okText: '放弃修改',
      cancelText: '继续编辑',
      onOk: () => base && change(draftOf(base)),
    });

  const newGroup = () => {
    if (!draft) return;
    const n = draft.groups.length;
    change(addGroup(draft, { fullName: `新分组${n}`, shortName: `分组${n}`, groupType: 1 }).draft);
  };

  return (
    <DataState query={query}>
      {(cfg) =>
        draft ? (
          <div className="menu-editor">
            <div className="menu-editor-main">
              <div className="menu-editor-toolbar">
                <Space wrap>
                  <Button icon={<FolderAddOutlined />} onClick={newGroup}>
                    新建分组
                  </Button>
                  <Button icon={<PlusOutlined />} onClick={() => setAdding('template')}>
                    从模板添加
                  </Button>
                  <Button icon={<AppstoreAddOutlined />} onClick={() => setAdding('dashboard')}>
                    新建自定义大屏
                  </Button>
                  <Button icon={<LinkOutlined />} onClick={() => setAdding('link')}>
                    新建外部链接
                  </Button>
                </Space>
                <Typography.Text type="secondary" className="menu-editor-hint">
                  拖动 ⠿ 调整顺序或移到其他分组；点击 ✎ 修改名称
                </Typography.Text>
                <Space className="menu-editor-actions">
                  <Typography.Text type={dirty ? 'warning' : 'secondary'}>
                    {dirty ? '有未保存的修改' : `已是最新（第 ${cfg.revision} 版）`}
                  </Typography.Text>
                  <Button disabled={!dirty || saving} onClick={discard}>
                    放弃修改
                  </Button>
                  <Button type="primary" disabled={!dirty} loading={saving} onClick={() => void save()}>
                    保存
                  </Button>
                </Space>
              </div>
              {problem ? (
                <Alert
                  className="menu-editor-problem"
                  type="error"
                  showIcon
                  title={problem.text}
                  action={
                    problem.fields.includes('revision') ? (
                      <Button size="small" onClick={reload}>
                        重新加载
                      </Button>
                    ) : undefined
                  }
                />
              ) : null}
              <MenuTree draft={draft} config={cfg} invalid={problem?.node ?? null} onChange={change} />
            </div>
            <aside className="menu-editor-side">
              <NavPreview
                draft={draft}
                title={subjectId === portal.subject?.id ? platformTitle(portal) : cfg.subjectName}
                onNavStyle={(navStyleFlag) => change({ ...draft, navStyleFlag })}
              />
            </aside>
            <AddMenuModal
              mode={adding}
              draft={draft}
              templates={cfg.templates}
              defaultGroup={draft.groups[0]?.key ?? OTHER_KEY}
              onAdd={(key, menus) => change(addMenus(draft, key, menus))}
              onClose={() => setAdding(null)}
            />
          </div>
        ) : null
      }
    </DataState>
  );
}
