import { LockOutlined } from '@ant-design/icons';
import { Button, Checkbox, Tooltip } from 'antd';
import {
  groupFullyOn,
  groupState,
  type Lock,
  type PermissionGroup,
  setGroup,
  toggle,
} from './permission-groups';

interface PermissionChecklistProps {
  groups: readonly PermissionGroup[];
  selected: ReadonlySet<string>;
  lock(code: string): Lock;
  onChange(next: Set<string>): void;
  /** Read-only while a save runs. */
  disabled?: boolean;
}

/** The role's permissions as blocks of checkboxes, each block with its count and 全选 / 清空. */
export function PermissionChecklist({
  groups,
  selected,
  lock,
  onChange,
  disabled,
}: PermissionChecklistProps) {
  return (
    <div className="perm-groups">
      {groups.map((group) => {
        const state = groupState(group, selected);
        const changeable = group.items.filter((i) => !lock(i.code));
        const fullyOn = groupFullyOn(group, selected, lock);
        const fullyOff = changeable.every((i) => !selected.has(i.code));
        const none = disabled || changeable.length === 0;
        return (
          // biome-ignore lint/a11y/useSemanticElements: a fieldset's legend cannot hold the block's buttons
          <section key={group.key} className="perm-group" role="group" aria-label={group.title}>
            <header className="perm-group-head">
              <Checkbox
                checked={state.count > 0 && fullyOn}
                indeterminate={state.count > 0 && !fullyOn}
                disabled={none}
                onChange={(e) => onChange(setGroup(selected, group, e.target.checked, lock))}
                aria-label={`${group.title}：全选`}
              >
                <span className="perm-group-title">{group.title}</span>
              </Checkbox>
              <span className="perm-group-count">
                {state.count} / {state.total}
              </span>
              <span className="perm-group-actions">
                <Button
                  type="link"
                  size="small"
                  disabled={none || fullyOn}
                  onClick={() => onChange(setGroup(selected, group, true, lock))}
                >
                  全选
                </Button>
                <Button
                  type="link"
                  size="small"
                  disabled={none || fullyOff}
                  onClick={() => onChange(setGroup(selected, group, false, lock))}
                >
                  清空
                </Button>
              </span>
            </header>
            <div className="perm-items">
              {group.items.map((item) => {
                const locked = lock(item.code);
                const box = (
                  <Checkbox
                    key={item.code}
                    className="perm-item"
                    data-code={item.code}
                    checked={locked ? locked.checked : selected.has(item.code)}
                    disabled={disabled || locked !== null}
                    onChange={(e) => onChange(toggle(selected, item.code, e.target.checked, locked))}
                  >
                    <span title={item.name}>{item.label}</span>
                    {locked ? <LockOutlined className="perm-item-lock" aria-label="不可更改" /> : null}
                  </Checkbox>
                );
                return locked ? (
                  <Tooltip key={item.code} title={locked.reason}>
                    <span className="perm-item-wrap">{box}</span>
                  </Tooltip>
                ) : (
                  <span key={item.code} className="perm-item-wrap">
                    {box}
                  </span>
                );
              })}
            </div>
          </section>
        );
      })}
    </div>
  );
}
