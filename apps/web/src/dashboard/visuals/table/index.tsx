import { columnTitle, labelText, tableColumnsOf } from '@fengshou/core/plates';
import type { VisualDef, VisualProps } from '../types';
import { ValueText } from '../value-text';

/** A table of the rows: the label column and one column per series. */
function TableVisual({ shaped, onDrill }: VisualProps) {
  const columns = tableColumnsOf(shaped);
  return (
    <div className="dv-table-wrap">
      <table className="dv-table">
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.field}>{columnTitle(c)}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {shaped.rows.map((r, i) => (
            <tr
              // biome-ignore lint/suspicious/noArrayIndexKey: rows of a result have no id of their own
              key={i}
              className={onDrill && typeof r.areaId === 'number' ? 'is-link' : undefined}
              onClick={onDrill && typeof r.areaId === 'number' ? () => onDrill(r) : undefined}
            >
              {columns.map((c, j) => (
                <td key={c.field}>
                  {j === 0 ? labelText(r, c.field) : <ValueText value={r[c.field]} series={c} />}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A table; rows naming an area drill. */
export const tableVisual: VisualDef = { Component: TableVisual, chart: false };
