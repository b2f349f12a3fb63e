import { Drawer } from 'antd';
import type { ReactNode } from 'react';
import { type Field, FieldList } from './detail-page';

interface RecordDrawerProps {
  title: ReactNode;
  /** The record's fields; null closes the drawer. */
  fields: readonly Field[] | null;
  onClose(): void;
  /** Links or actions under the fields (the farm of a record …). */
  footer?: ReactNode;
}

/** A list row's detail opened beside the list, so the user keeps the page, filters and scroll position. */
export function RecordDrawer({ title, fields, onClose, footer }: RecordDrawerProps) {
  return (
    <Drawer title={title} open={fields !== null} onClose={onClose} size={560} destroyOnHidden>
      {fields ? <FieldList fields={fields} columns={1} /> : null}
      {footer ? <div className="record-drawer-footer">{footer}</div> : null}
    </Drawer>
  );
}
