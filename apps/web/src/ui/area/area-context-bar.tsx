import { Breadcrumb } from 'antd';
import { useCurrentArea } from '../../area/use-current-area';
import { AreaPicker } from './area-picker';

/** The page's area context: the subject's area chain, the selected area and the picker. */
export function AreaContextBar() {
  const { chain, trail, select, setTrail } = useCurrentArea();
  const root = trail[0];
  if (!root) return null;
  // The chain above the subject's own area is context only; the trail below it is navigable.
  const above = chain.filter((a) => a.level < root.level);
  const items = [
    ...above.map((a) => ({
      key: `c${a.areaId}`,
      title: <span className="area-chain-above">{a.areaName}</span>,
    })),
    ...trail.map((a, i) => ({
      key: `t${a.areaId}`,
      title:
        i < trail.length - 1 ? (
          <button type="button" className="area-chain-link" onClick={() => select(a)}>
            {a.areaName}
          </button>
        ) : (
          <strong className="area-chain-current">{a.areaName}</strong>
        ),
    })),
  ];
  return (
    <fieldset className="area-bar" aria-label="区域">
      <Breadcrumb className="area-chain" items={items} />
      <AreaPicker root={root} trail={trail} onPick={setTrail} />
    </fieldset>
  );
}
