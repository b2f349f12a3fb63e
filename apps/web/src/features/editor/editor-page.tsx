import {
  ClearOutlined,
  DiffOutlined,
  HistoryOutlined,
  RollbackOutlined,
  SaveOutlined,
  SendOutlined,
} from '@ant-design/icons';
import { App, Badge, Button, Popconfirm, Result, Select, Space, Tag } from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { usePortal } from '../../api/portal-context';
import { DataState } from '../../ui/data-state';
import { PageFrame } from '../../ui/detail-page';
import { useLeaveGuard } from '../../ui/leave-guard';
import { NoPermission } from '../../ui/no-permission';
import type { PageProps } from '../../ui/route-meta';
import { ConflictLayer } from './conflict/conflict-layer';
import { docProblems } from './doc-problems';
import { type EditableDashboard, editableDashboards } from './editor-menus';
import { useEditorDraft, useMetricCatalog, usePublishedPlates } from './editor-queries';
import { useDirty, useEditorStore } from './editor-store';
import { SkinPicker } from './layout/skin-picker';
import { SlotBoard } from './layout/slot-board';
import { PlateForm } from './plate-form/plate-form';
import { PreviewPane } from './preview/preview-pane';
import { PublishModal } from './publish-modal';
import { TemplateButtons } from './template-io';
import { useEditorActions } from './use-editor-actions';
import { useFillHeight } from './use-fill-height';
import { VersionsDrawer } from './versions/versions-drawer';
import './editor.css';

const optionsOf = (list: EditableDashboard[], group: EditableDashboard['group'], withKey: boolean) =>
  list
    .filter((d) => d.group === group)
    .map((d) => ({ value: d.key, label: withKey ? `${d.name}（${d.key}）` : d.name }));

function Editor({ subjectId, menuKey, title }: { subjectId: number; menuKey: number; title: string }) {
  const { message } = App.useApp();
  const draft = useEditorDraft(subjectId, menuKey);
  const stored = usePublishedPlates(subjectId, menuKey);
  const catalog = useMetricCatalog();
  const doc = useEditorStore((s) => s.doc);
  const load = useEditorStore((s) => s.load);
  const clear = useEditorStore((s) => s.clear);
  const dirty = useDirty();
  const reload = useCallback(async () => {
    const r = await draft.refetch();
    if (r.data) load(r.data.doc, r.data.revision);
  }, [draft.refetch, load]);
  const refresh = useCallback(() => void draft.refetch(), [draft.refetch]);
  const actions = useEditorActions(subjectId, menuKey, reload, refresh);
  const kept = useEditorStore((s) => s.kept !== null);
  const [publishing, setPublishing] = useState(false);
  const [versionsOpen, setVersionsOpen] = useState(false);
  const fill = useFillHeight<HTMLDivElement>();
  useLeaveGuard(dirty, '大屏');

  // The first answer is the document; later ones are loaded by the action that asked (reload), so an answer
  // never replaces what is being typed.
  const loaded = useRef(false);
  useEffect(() => {
    if (draft.data && !loaded.current) {
      loaded.current = true;
      load(draft.data.doc, draft.data.revision);
    }
  }, [draft.data, load]);

  const storedIds = useMemo(
    () => Object.fromEntries((stored.data ?? []).map((p) => [p.position, p.id])),
    [stored.data],
  );
  const problems = useMemo(() => {
    const found = docProblems(doc, catalog.data);
    const r = actions.refusal;
    return r && r.position > 0 && !found[r.position] ? { ...found, [r.position]: r.text } : found;
  }, [doc, catalog.data, actions.refusal]);
  const problemCount = Object.keys(problems).length;
  const info = draft.data;
  const status = dirty ? (
    <Tag color="orange">有未保存的修改</Tag>
  ) : info?.isDraft ? (
    <Tag color="blue">草稿未发布</Tag>
  ) : info?.publishedVersion ? (
    <Tag color="green">已发布 v{info.publishedVersion}</Tag>
  ) : (
    <Tag>初始配置</Tag>
  );

  return (
    <DataState query={draft} minHeight={480}>
      {(d) => (
        <div className="editor">
          <div className="editor-toolbar">
            <Space size={8} wrap>
              {status}
              {d.isDraft && d.draftUpdatedAt ? (
                <span className="editor-meta">
                  草稿保存于 {d.draftUpdatedAt}
                  {d.draftUpdatedBy ? `（${d.draftUpdatedBy}）` : ''}
                </span>
              ) : null}
              {kept ? (
                <Button
                  size="small"
                  icon={<DiffOutlined />}
                  onClick={() => useEditorStore.setState({ keptOpen: true })}
                >
                  我的修改
                </Button>
              ) : null}
              {actions.refusal && actions.refusal.position === 0 ? (
                <span className="editor-refusal" role="alert">
                  {actions.refusal.text}
                </span>
              ) : null}
            </Space>
            <Space size={8} wrap>
              <Popconfirm
                title="清空全部板块？"
                description="从空白开始搭建；保存或发布前不影响用户看到的大屏。"
                okText="清空"
                cancelText="取消"
                onConfirm={clear}
              >
                <Button icon={<ClearOutlined />} disabled={doc.plates.length === 0}>
                  清空板块
                </Button>
              </Popconfirm>
              <TemplateButtons
                subjectId={subjectId}
                menuKey={menuKey}
                dirty={dirty}
                onRefused={actions.staleRefusal}
                onImported={(_, rebased) => {
                  void reload();
                  void message.success(
                    rebased > 0 ? `模板已导入为草稿，${rebased}处区域编码已改为本单位` : '模板已导入为草稿',
                  );
                }}
              />
              <Badge count={d.versions.length} size="small" color="#8c8c8c" offset={[-4, 4]}>
                <Button icon={<HistoryOutlined />} onClick={() => setVersionsOpen(true)}>
                  版本记录
                </Button>
              </Badge>
              <Popconfirm
                title="放弃草稿？"
                description="草稿与未保存的修改都将丢弃，恢复为用户正在看到的内容。"
                okText="放弃草稿"
                cancelText="取消"
                onConfirm={() => actions.discard()}
                disabled={!d.isDraft && !dirty}
              >
                <Button
                  icon={<RollbackOutlined />}
                  disabled={!d.isDraft && !dirty}
                  loading={actions.discarding}
                >
                  放弃草稿
                </Button>
              </Popconfirm>
              <Button
                icon={<SaveOutlined />}
                disabled={!dirty}
                loading={actions.saving}
                onClick={() => void actions.save()}
              >
                保存草稿
              </Button>
              <Button
                type="primary"
                icon={<SendOutlined />}
                disabled={(!dirty && !d.isDraft) || problemCount > 0}
                title={problemCount > 0 ? `有${problemCount}个板块需要修正` : undefined}
                onClick={() => setPublishing(true)}
              >
                发布
              </Button>
            </Space>
          </div>
          <div className="editor-body" ref={fill}>
            <aside className="editor-layout" aria-label="布局">
              <div className="editor-pane-head">
                <span className="editor-pane-title">皮肤</span>
              </div>
              <SkinPicker />
              <div className="editor-pane-head">
                <span className="editor-pane-title">板块布局</span>
                <span className="editor-pane-sub">拖动交换位置 · {doc.plates.length} 个板块</span>
              </div>
              <SlotBoard problems={problems} />
            </aside>
            <PreviewPane menuKey={menuKey} title={title} storedIds={storedIds} />
            <aside className="editor-form" aria-label="板块配置">
              <PlateForm problems={problems} />
            </aside>
          </div>
          <PublishModal
            open={publishing}
            busy={actions.publishing}
            dirty={dirty}
            onCancel={() => setPublishing(false)}
            onPublish={(note) =>
              void actions.publish(note, dirty).then((ok) => {
                if (ok) setPublishing(false);
              })
            }
          />
          <VersionsDrawer
            open={versionsOpen}
            onClose={() => setVersionsOpen(false)}
            subjectId={subjectId}
            menuKey={menuKey}
            versions={d.versions}
            published={d.publishedVersion}
            draft={doc}
            rollingBack={actions.rollingBack}
            onRollback={(v) => void actions.rollback(v)}
          />
          <ConflictLayer
            conflict={actions.conflict}
            lastChange={d.lastChange}
            reload={reload}
            dismiss={actions.dismissConflict}
          />
        </div>
      )}
    </DataState>
  );
}

/**
 * 大屏编辑: a dashboard of the subject (a topic or one of the 20 dynamic ones) built in the browser: skin,
 * plates dragged between slots, each plate's form, a live preview of any area in scope at the wall's size,
 * drafts, publish with a note, versions compared and rolled back, templates exported and imported.
 */
export default function EditorPage({ meta }: PageProps) {
  const portal = usePortal();
  const navigate = useNavigate();
  const menuKey = Number(useParams().menuKey);
  const dashboards = useMemo(() => editableDashboards(portal.menuRoutes), [portal.menuRoutes]);
  const current = dashboards.find((d) => d.key === menuKey);
  const canEdit = portal.permissions.includes('dashboard:edit');
  const subjectId = portal.subject?.id;
  const picker = (
    <Select
      className="editor-menu-select"
      value={current?.key}
      placeholder="选择大屏"
      showSearch={{ optionFilterProp: 'label' }}
      onChange={(k: number) => navigate(`/system/dashboard-editor/${k}`)}
      options={[
        { label: '专题大屏', options: optionsOf(dashboards, 'topic', false) },
        { label: '自定义大屏', options: optionsOf(dashboards, 'dynamic', true) },
        { label: '首页大屏', options: optionsOf(dashboards, 'home', false) },
      ]}
      aria-label="选择大屏"
    />
  );
  return (
    <PageFrame
      title={meta.title}
      subtitle={
        current ? `${current.name} · ${portal.subject?.subjectName ?? ''}` : portal.subject?.subjectName
      }
      extra={canEdit ? picker : undefined}
      className="editor-page"
    >
      {!canEdit ? (
        <NoPermission needs="编辑大屏需要“大屏编辑”权限。" grantedBy="安全管理员" />
      ) : !current || subjectId === undefined ? (
        <Result status="404" title="没有这个大屏" subTitle="请从右上角选择要编辑的大屏" />
      ) : (
        <Editor key={menuKey} subjectId={subjectId} menuKey={menuKey} title={current.name} />
      )}
    </PageFrame>
  );
}
