import type { BodyOf, saveMenuConfig } from '@fengshou/core/contract';
import { type MenuDraft, OTHER_KEY } from './menu-draft';

/** The node of the tree a refused field names, outlined so the user finds it. */
export type InvalidNode = { group: string } | { menu: number } | null;

/**
 * The group or menu a field of a refused save names (groups.1.fullName, groups.1.menus.0.linkUrl,
 * otherMenus.2.templateId), found through the body that was sent; null for fields of the whole save.
 */
export function invalidNodeOf(
  body: BodyOf<typeof saveMenuConfig>,
  field: string | undefined,
  draft: MenuDraft,
): InvalidNode {
  const m = /^(?:groups\.(\d+)(?:\.menus\.(\d+))?|otherMenus\.(\d+))/.exec(field ?? '');
  if (!m) return null;
  if (m[3] !== undefined) {
    const menu = body.otherMenus?.[Number(m[3])];
    return menu ? { menu: menu.templateId } : { group: OTHER_KEY };
  }
  const gi = Number(m[1]);
  const group = body.groups[gi];
  if (!group) return null;
  const menu = m[2] === undefined ? undefined : group.menus[Number(m[2])];
  if (menu) return { menu: menu.templateId };
  // Groups in the body are the draft's, in order, without 其他分组.
  const key = draft.groups.filter((g) => g.key !== OTHER_KEY)[gi]?.key;
  return key ? { group: key } : null;
}
