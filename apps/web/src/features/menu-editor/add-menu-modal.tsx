import { zHttpUrl } from '@fengshou/core/contract';
import { Alert, Form, Input, Modal, Select } from 'antd';
import { useEffect } from 'react';
import { freeTemplates, type MenuDraft, type NewMenu, type Template } from './menu-draft';
import { KINDS } from './menu-rows';

/** What the dialog adds: menus from templates, a new dynamic dashboard, or a new external link. */
export type AddMode = 'template' | 'dashboard' | 'link';

const TITLES: Record<AddMode, string> = {
  template: '从模板添加菜单',
  dashboard: '新建自定义大屏',
  link: '新建外部链接',
};

const LINK_URL = zHttpUrl(512);

/** Which slot a new dynamic dashboard or link takes (a link slot's catalogue link is then not offered). */
function slotText(slot: Template): string {
  return slot.kind === 'dashboard'
    ? `将使用${slot.menuName}（编号 ${slot.menuKey}）。`
    : `将占用外部链接位 ${slot.menuKey}（目录中为“${slot.menuName}”，之后不再单独提供）。`;
}

interface Values {
  groupKey: string;
  templateIds?: number[];
  name?: string;
  url?: string;
}

/**
 * Adds menus to a group of the draft: templates the subject may use and does not show yet; or the first free
 * dynamic dashboard (10001–10020) or link slot (10021–10025) under a name of the subject's (a link with its own
 * address). Nothing is stored until the page saves.
 */
export function AddMenuModal(props: {
  mode: AddMode | null;
  draft: MenuDraft;
  templates: readonly Template[];
  defaultGroup: string;
  onAdd(groupKey: string, menus: NewMenu[]): void;
  onClose(): void;
}) {
  const [form] = Form.useForm<Values>();
  const { mode, draft } = props;
  useEffect(() => {
    if (mode) form.setFieldsValue({ groupKey: props.defaultGroup, templateIds: [], name: '', url: '' });
  }, [mode, form, props.defaultGroup]);
  const shown = new Set(draft.groups.flatMap((g) => g.menus.map((m) => m.templateId)));
  const slot =
    mode === 'dashboard' || mode === 'link' ? freeTemplates(draft, props.templates, mode)[0] : undefined;
  const offered = props.templates.filter((t) => !shown.has(t.id) && t.kind !== 'dashboard');
  const byKind = (['topic', 'page', 'link'] as const).map((kind) => ({
    label: KINDS[kind].label,
    title: KINDS[kind].label,
    options: offered
      .filter((t) => t.kind === kind)
      .map((t) => ({ value: t.id, label: t.linkUrl ? `${t.menuName}（${t.linkUrl}）` : t.menuName })),
  }));

  const submit = (v: Values) => {
    if (mode === 'template') {
      const chosen = props.templates.filter((t) => v.templateIds?.includes(t.id));
      props.onAdd(
        v.groupKey,
        chosen.map((template) => ({ template })),
      );
    } else if (slot) {
      const url = mode === 'link' ? LINK_URL.parse(v.url) : null;
      props.onAdd(v.groupKey, [{ template: slot, customName: v.name?.trim(), linkUrl: url }]);
    }
    props.onClose();
  };

  const full = (mode === 'dashboard' || mode === 'link') && !slot;
  return (
    <Modal
      open={mode !== null}
      title={mode ? TITLES[mode] : ''}
      okText="添加"
      cancelText="取消"
      okButtonProps={{ disabled: full }}
      onOk={() => form.submit()}
      onCancel={props.onClose}
      destroyOnHidden
    >
      {full ? (
        <Alert
          type="warning"
          showIcon
          title={mode === 'dashboard' ? '20 个自定义大屏均已在菜单中' : '5 个外部链接均已在菜单中'}
        />
      ) : null}
      <Form form={form} layout="vertical" onFinish={submit} disabled={full}>
        {mode === 'template' ? (
          <Form.Item
            name="templateIds"
            label="菜单模板"
            rules={[{ required: true, type: 'array', min: 1, message: '请选择要添加的菜单' }]}
            extra="本主体与上级主体已有的专题、功能页面和外部链接；自定义大屏请用“新建自定义大屏”。"
          >
            <Select
              mode="multiple"
              aria-label="菜单模板"
              placeholder="搜索并选择菜单"
              showSearch={{ optionFilterProp: 'label' }}
              options={byKind.filter((g) => g.options.length > 0)}
            />
          </Form.Item>
        ) : (
          <Form.Item
            name="name"
            label={mode === 'link' ? '链接名称' : '大屏名称'}
            rules={[
              { required: true, whitespace: true, message: '请输入名称' },
              { max: 32, message: '名称最多 32 个字' },
            ]}
            extra={slot ? slotText(slot) : undefined}
          >
            <Input aria-label={mode === 'link' ? '链接名称' : '大屏名称'} maxLength={32} />
          </Form.Item>
        )}
        {mode === 'link' ? (
          <Form.Item
            name="url"
            label="链接地址"
            rules={[
              { required: true, message: '请输入链接地址' },
              {
                validator: (_, v: string) =>
                  !v || LINK_URL.safeParse(v).success
                    ? Promise.resolve()
                    : Promise.reject(new Error('须为 http:// 或 https:// 开头的网址')),
              },
            ]}
            extra="用户点击菜单时在新窗口打开。"
          >
            <Input aria-label="链接地址" placeholder="https://" maxLength={512} />
          </Form.Item>
        ) : null}
        <Form.Item name="groupKey" label="加入分组" rules={[{ required: true }]}>
          <Select
            aria-label="加入分组"
            options={draft.groups.map((g) => ({ value: g.key, label: g.fullName }))}
          />
        </Form.Item>
        {mode === 'dashboard' ? (
          <p className="menu-add-note">新大屏为空白页面，保存后可在“大屏编辑”中配置皮肤与板块。</p>
        ) : null}
      </Form>
    </Modal>
  );
}
