import { Descriptions } from 'antd';
import type { ReactNode } from 'react';

/** One labelled value of a record. */
export interface Field {
  label: string;
  value: ReactNode;
  /** Columns the value spans (long addresses, remarks). */
  span?: number;
}

/** Empty values show -- like the shared detail dialog (spec §2). */
export function shown(value: ReactNode): ReactNode {
  return value === null || value === undefined || value === '' ? '--' : value;
}

interface FieldListProps {
  fields: readonly Field[];
  /** Columns at full width; fewer on narrow screens. */
  columns?: number;
}

/** A record's fields as label/value pairs. */
export function FieldList({ fields, columns = 3 }: FieldListProps) {
  return (
    <Descriptions
      className="field-list"
      size="small"
      bordered
      column={{ xs: 1, sm: 1, md: 2, lg: columns, xl: columns, xxl: columns }}
      items={fields.map((f) => ({
        key: f.label,
        label: f.label,
        children: shown(f.value),
        ...(f.span ? { span: f.span } : {}),
      }))}
    />
  );
}
