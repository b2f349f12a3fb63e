import { CloseOutlined } from '@ant-design/icons';
import { type LinkKind, type LinkState, periodLabel } from '@fengshou/core/plates';

interface LinkChipsProps {
  state: LinkState;
  onClear: (kind: LinkKind) => void;
}

/** What the chip of each part says. */
function chipText(state: LinkState, kind: LinkKind): string {
  if (kind === 'area') return `区域：${state.area!.areaName}`;
  if (kind === 'category') return `类别：${state.category!.name}`;
  return `时间：${periodLabel(state.period!.startDate, state.period!.endDate)}`;
}

const KINDS: readonly LinkKind[] = ['area', 'category', 'period'];

/** The dashboard's chosen linkage parts as chips; a click on one lifts it. */
export function LinkChips({ state, onClear }: LinkChipsProps) {
  const kinds = KINDS.filter((k) => state[k]);
  if (kinds.length === 0) return null;
  return (
    <ul className="dash-link-chips" aria-label="联动筛选">
      {kinds.map((kind) => {
        const text = chipText(state, kind);
        return (
          <li key={kind}>
            <button
              type="button"
              className="dash-link-chip"
              onClick={() => onClear(kind)}
              title={`清除${text}`}
            >
              {text}
              <CloseOutlined aria-hidden />
            </button>
          </li>
        );
      })}
    </ul>
  );
}
