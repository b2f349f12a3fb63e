import {
  AppstoreAddOutlined,
  ArrowDownOutlined,
  ArrowUpOutlined,
  DashboardOutlined,
  DeleteOutlined,
  FileOutlined,
  LinkOutlined,
} from '@ant-design/icons';
import type { MenuKind } from '@fengshou/core';
import { zHttpUrl } from '@fengshou/core/contract';
import { App, Button, Popconfirm, Select, Switch, Tag, Tooltip, Typography } from 'antd';
import type { ReactNode } from 'react';
import { type DraftGroup, type DraftMenu, OTHER_KEY, titleOf } from './menu-draft';

/** How each kind of menu is named and drawn in the editor. */
export const KINDS: Record<MenuKind, { label: string; icon: ReactNode; color: string }> = {
  topic: { label: '专题大屏', icon: <DashboardOutlined />, color: 'blue' },
  dashboard: { label: '自定义大屏', icon: <AppstoreAddOutlined />, color: 'purple' },
  link: { label: '外部链接', icon: <LinkOutlined />, color: 'orange' },
  page: { label: '功能页面', icon: <FileOutlined />, color: 'cyan' },
};

const LINK_URL = zHttpUrl(512);

/** Reports editing starting and ending, so the tree holds a node still while its text is edited. */
export interface EditingHooks {
  onEditStart(): void;
  onEditEnd(): void;
}

/** Up and down buttons: the keyboard's way to reorder, beside dragging. */
function StepButtons(props: { name: string; first: boolean; last: boolean; onStep(step: -1 | 1): void }) {
  return (
    <>
      <Button
        size="small"
        type="text"
        icon={<ArrowUpOutlined />}
        aria-label={`上移${props.name}`}
        disabled={props.first}
        onClick={() => props.onStep(-1)}
      />
      <Button
        size="small"
        type="text"
        icon={<ArrowDownOutlined />}
        aria-label={`下移${props.name}`}
        disabled={props.last}
        onClick={() => props.onStep(1)}
      />
    </>
  );
}

/** A group's row: its names (edited in place), type, menu count, moves and deletion. */
export function GroupRow(
  props: EditingHooks & {
    group: DraftGroup;
    groupTypes: readonly { groupType: number; groupTypeName: string }[];
    first: boolean;
    last: boolean;
    invalid: boolean;
    onChange(patch: Partial<DraftGroup>): void;
    onStep(step: -1 | 1): void;
    onDelete(): void;
  },
) {
  const { group: g } = props;
  const { message } = App.useApp();
  const other = g.key === OTHER_KEY;
  const name = (field: 'fullName' | 'shortName', max: number) => ({
    text: g[field],
    maxLength: max,
    tooltip: field === 'fullName' ? '修改分组名称' : '修改分组简称（大屏页签显示）',
    onStart: props.onEditStart,
    onCancel: props.onEditEnd,
    onEnd: props.onEditEnd,
    onChange: (v: string) => {
      props.onEditEnd();
      if (v.trim()) props.onChange({ [field]: v.trim() });
      else message.warning(field === 'fullName' ? '分组名称不能为空' : '分组简称不能为空');
    },
  });
  return (
    <div className={`menu-row menu-group-row${props.invalid ? ' is-invalid' : ''}`} data-group={g.fullName}>
      {other ? (
        <span className="menu-group-name">{g.fullName}</span>
      ) : (
        <>
          <Typography.Text className="menu-group-name" editable={name('fullName', 32)}>
            {g.fullName}
          </Typography.Text>
          <Typography.Text className="menu-group-short" type="secondary" editable={name('shortName', 8)}>
            {g.shortName}
          </Typography.Text>
        </>
      )}
      <span className="menu-row-count">{g.menus.length} 个菜单</span>
      <span className="menu-row-tools">
        {other ? (
          <Typography.Text type="secondary">未分组的菜单，排在各分组之后</Typography.Text>
        ) : (
          <>
            <Select
              size="small"
              className="menu-group-type"
              aria-label={`${g.fullName}的分组类型`}
              value={g.groupType}
              options={props.groupTypes.map((t) => ({ value: t.groupType, label: t.groupTypeName }))}
              onChange={(groupType) => props.onChange({ groupType })}
            />
            <StepButtons name={g.fullName} first={props.first} last={props.last} onStep={props.onStep} />
            <Popconfirm
              title={`删除分组“${g.fullName}”？`}
              description={g.menus.length ? `其中 ${g.menus.length} 个菜单将移到“其他分组”。` : undefined}
              okText="删除"
              cancelText="取消"
              onConfirm={props.onDelete}
            >
              <Button
                size="small"
                type="text"
                danger
                icon={<DeleteOutlined />}
                aria-label={`删除分组${g.fullName}`}
              />
            </Popconfirm>
          </>
        )}
      </span>
    </div>
  );
}

/**
 * What the menu was made from, when its name hides it: the template of a renamed page, the slot of a dynamic
 * dashboard or of a link with the subject's own address (the catalogue's link of that slot is then not shown).
 */
function TemplateHint({ menu: m }: { menu: DraftMenu }) {
  if (m.kind === 'dashboard')
    return <span className="menu-item-template">{`${m.menuName} · ${m.menuKey}`}</span>;
  if (m.kind === 'link' && m.ownLinkUrl)
    return <span className="menu-item-template">{`链接位 ${m.menuKey}`}</span>;
  const custom = m.customName?.trim();
  return custom && custom !== m.menuName ? (
    <span className="menu-item-template">模板：{m.menuName}</span>
  ) : null;
}

/** A menu's row: its name (edited in place), kind, address of a link, navigation flag, group, moves, removal. */
export function MenuRow(
  props: EditingHooks & {
    menu: DraftMenu;
    /** The catalogue's address of a link menu (restored when the subject's own is cleared). */
    templateUrl: string | null;
    groups: readonly DraftGroup[];
    groupKey: string;
    first: boolean;
    last: boolean;
    invalid: boolean;
    onChange(patch: Partial<DraftMenu>): void;
    onStep(step: -1 | 1): void;
    onMove(groupKey: string): void;
    onRemove(): void;
  },
) {
  const { menu: m } = props;
  const { message } = App.useApp();
  const title = titleOf(m);
  const kind = KINDS[m.kind];
  const hidden = m.showNavbarFlag === 0;
  return (
    <div
      className={`menu-row menu-item-row${hidden ? ' is-hidden' : ''}${props.invalid ? ' is-invalid' : ''}`}
      data-menu={title}
    >
      <Tooltip title={kind.label}>
        <span className={`menu-kind menu-kind-${m.kind}`}>{kind.icon}</span>
      </Tooltip>
      <Typography.Text
        className="menu-item-name"
        editable={{
          text: title,
          maxLength: 32,
          tooltip: '修改菜单名称（留空则用模板名称）',
          onStart: props.onEditStart,
          onCancel: props.onEditEnd,
          onEnd: props.onEditEnd,
          onChange: (v) => {
            props.onEditEnd();
            const name = v.trim();
            props.onChange({ customName: name && name !== m.menuName ? name : null });
          },
        }}
      >
        {title}
      </Typography.Text>
      <TemplateHint menu={m} />
      {m.kind === 'link' ? (
        <Typography.Text
          className="menu-item-url"
          type="secondary"
          editable={{
            text: m.linkUrl ?? '',
            maxLength: 512,
            tooltip: '修改链接地址（http:// 或 https://，留空则用目录地址）',
            onStart: props.onEditStart,
            onCancel: props.onEditEnd,
            onEnd: props.onEditEnd,
            onChange: (v) => {
              props.onEditEnd();
              const url = v.trim();
              if (!url || url === props.templateUrl) {
                return props.onChange({ linkUrl: props.templateUrl, ownLinkUrl: false });
              }
              const ok = LINK_URL.safeParse(url);
              if (!ok.success) return void message.error('链接地址须为 http:// 或 https:// 开头的网址');
              props.onChange({ linkUrl: ok.data, ownLinkUrl: true });
            },
          }}
        >
          {m.linkUrl ?? '未设置地址'}
        </Typography.Text>
      ) : null}
      <span className="menu-row-tools">
        <Tag color={kind.color} className="menu-kind-tag">
          {kind.label}
        </Tag>
        <span className="menu-navbar-flag">
          <Switch
            size="small"
            checked={!hidden}
            aria-label={`${title}显示在导航`}
            onChange={(on) => props.onChange({ showNavbarFlag: on ? 1 : 0 })}
          />
          <span>{hidden ? '不在导航' : '导航显示'}</span>
        </span>
        <Select
          size="small"
          className="menu-move-select"
          aria-label={`${title}所在分组`}
          value={props.groupKey}
          options={props.groups.map((g) => ({ value: g.key, label: g.fullName }))}
          onChange={props.onMove}
        />
        <StepButtons name={title} first={props.first} last={props.last} onStep={props.onStep} />
        <Popconfirm
          title={`从菜单中移除“${title}”？`}
          okText="移除"
          cancelText="取消"
          onConfirm={props.onRemove}
        >
          <Button size="small" type="text" danger icon={<DeleteOutlined />} aria-label={`移除${title}`} />
        </Popconfirm>
      </span>
    </div>
  );
}
