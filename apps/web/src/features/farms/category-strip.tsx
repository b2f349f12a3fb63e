import { companyAreaTable } from '@fengshou/core/contract';
import { useApiQuery } from '../../api';
import { useCurrentArea } from '../../area/use-current-area';
import { StatStrip } from '../../ui/detail-page';

/** The entities of the area per category (合作社, 家庭农场 …), from the entity statistics table's total. */
export function CategoryStrip() {
  const { selected } = useCurrentArea();
  const table = useApiQuery(
    companyAreaTable,
    { areaId: selected?.areaId ?? 0, areaLevel: selected?.level ?? 0 },
    { enabled: selected !== null },
  );
  const d = table.data;
  if (!d) return null;
  return (
    <StatStrip
      stats={[
        { label: '经营主体', value: d.total.total, unit: '家', to: '/jyjyztTable' },
        ...d.categories.map((c, i) => ({ label: c.name, value: d.total.byCategory[i] ?? 0, unit: '家' })),
      ]}
    />
  );
}
