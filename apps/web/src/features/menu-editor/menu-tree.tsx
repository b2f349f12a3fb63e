import { HolderOutlined } from '@ant-design/icons';
import { Tree, type TreeDataNode, type TreeProps } from 'antd';
import { useState } from 'react';
import type { InvalidNode } from './invalid-node';
import {
  deleteGroup,
  type MenuConfig,
  type MenuDraft,
  type MenuTarget,
  moveGroupAfter,
  moveMenu,
  OTHER_KEY,
  removeMenu,
  stepMenu,
  updateGroup,
  updateMenu,
} from './menu-draft';
import { GroupRow, MenuRow } from './menu-rows';

// Tree keys: 'g:<group key>' for groups, 'm:<template id>' for menus.
const groupNode = (key: string) => `g:${key}`;
const menuNode = (id: number) => `m:${id}`;
type Parsed = { group: string } | { menu: number };
const parse = (key: React.Key): Parsed => {
  const k = String(key);
  return k.startsWith('g:') ? { group: k.slice(2) } : { menu: Number(k.slice(2)) };
};

/**
 * The groups as a tree of their menus. Menus are dragged within and between groups (onto a group: to its
 * start when it is open, its end when closed); groups are dragged among themselves, closed while they move so
 * a drop between two of them is plain. Every move also has buttons and a group picker for the keyboard.
 */
export function MenuTree(props: {
  draft: MenuDraft;
  config: MenuConfig;
  invalid: InvalidNode;
  onChange(draft: MenuDraft): void;
}) {
  const { draft, config, onChange } = props;
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const [draggingGroup, setDraggingGroup] = useState(false);
  const [editing, setEditing] = useState<string | null>(null);
  const realGroups = draft.groups.filter((g) => g.key !== OTHER_KEY);
  const templateUrl = new Map(config.templates.map((t) => [t.id, t.linkUrl]));

  const treeData: TreeDataNode[] = draft.groups.map((g, gi) => ({
    key: groupNode(g.key),
    title: (
      <GroupRow
        group={g}
        groupTypes={config.groupTypes}
        first={gi === 0}
        last={gi >= realGroups.length - 1}
        invalid={props.invalid !== null && 'group' in props.invalid && props.invalid.group === g.key}
        onEditStart={() => setEditing(groupNode(g.key))}
        onEditEnd={() => setEditing(null)}
        onChange={(patch) => onChange(updateGroup(draft, g.key, patch))}
        onStep={(step) => {
          const after = step < 0 ? (realGroups[gi - 2]?.key ?? null) : realGroups[gi + 1]!.key;
          onChange(moveGroupAfter(draft, g.key, after));
        }}
        onDelete={() => onChange(deleteGroup(draft, g.key))}
      />
    ),
    children: g.menus.map((m, mi) => ({
      key: menuNode(m.templateId),
      isLeaf: true,
      title: (
        <MenuRow
          menu={m}
          templateUrl={templateUrl.get(m.templateId) ?? null}
          groups={draft.groups}
          groupKey={g.key}
          first={mi === 0}
          last={mi === g.menus.length - 1}
          invalid={props.invalid !== null && 'menu' in props.invalid && props.invalid.menu === m.templateId}
          onEditStart={() => setEditing(menuNode(m.templateId))}
          onEditEnd={() => setEditing(null)}
          onChange={(patch) => onChange(updateMenu(draft, m.templateId, patch))}
          onStep={(step) => onChange(stepMenu(draft, m.templateId, step))}
          onMove={(key) => onChange(moveMenu(draft, m.templateId, { group: key, at: 'end' }))}
          onRemove={() => onChange(removeMenu(draft, m.templateId))}
        />
      ),
    })),
  }));

  const allowDrop: TreeProps['allowDrop'] = ({ dragNode, dropNode, dropPosition }) => {
    const drag = parse(dragNode.key);
    const drop = parse(dropNode.key);
    if ('group' in drag)
      return 'group' in drop && dropPosition !== 0 && !(drop.group === OTHER_KEY && dropPosition > 0);
    return 'menu' in drop ? dropPosition === 1 : dropPosition >= 0;
  };

  const onDrop: TreeProps['onDrop'] = (info) => {
    setDraggingGroup(false);
    const drag = parse(info.dragNode.key);
    const drop = parse(info.node.key);
    const pos = info.node.pos.split('-');
    const relative = info.dropPosition - Number(pos[pos.length - 1]);
    if ('group' in drag) {
      if (!('group' in drop)) return;
      onChange(moveGroupAfter(draft, drag.group, relative < 0 ? null : drop.group));
      return;
    }
    const target: MenuTarget =
      'group' in drop
        ? { group: drop.group, at: relative === 0 ? 'start' : 'end' }
        : { menu: drop.menu, after: true };
    onChange(moveMenu(draft, drag.menu, target));
  };

  const allKeys = draft.groups.map((g) => groupNode(g.key));
  return (
    <Tree
      className="menu-tree"
      blockNode
      selectable={false}
      treeData={treeData}
      expandedKeys={draggingGroup ? [] : allKeys.filter((k) => !collapsed.has(k))}
      onExpand={(keys) => {
        // rc-tree opens a group hovered during a drag: not while groups move closed.
        if (!draggingGroup) setCollapsed(new Set(allKeys.filter((k) => !keys.includes(k))));
      }}
      draggable={{
        icon: <HolderOutlined className="menu-drag-handle" />,
        nodeDraggable: (node) => node.key !== groupNode(OTHER_KEY) && node.key !== editing,
      }}
      allowDrop={allowDrop}
      onDragStart={(info) => setDraggingGroup('group' in parse(info.node.key))}
      onDragEnd={() => setDraggingGroup(false)}
      onDrop={onDrop}
    />
  );
}
