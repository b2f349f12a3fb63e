import { PrinterOutlined } from '@ant-design/icons';
import { formatDateTime } from '@fengshou/core';
import { App, Button } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { callApi } from '../../api';
import type { Register } from './registers';

/** Most rows one printed register holds; beyond it the user narrows the filters or exports to Excel. */
const PRINT_MAX_ROWS = 1000;

type Row = Record<string, unknown>;

interface Sheet {
  rows: Row[];
  total: number;
  scope: string;
}

const cell = (v: unknown) =>
  v === null || v === undefined || v === '' ? '' : typeof v === 'boolean' ? (v ? '是' : '否') : String(v);

/**
 * 打印台账: loads the register's rows for the current filters (up to 1000) into a print sheet and opens
 * the browser's print dialog, where 另存为PDF saves it as a PDF. The sheet exists only while printing.
 */
export function PrintRegister({
  register,
  body,
  scope,
  autoStart = false,
}: {
  register: Register;
  body: Record<string, unknown>;
  /** The area and filters, printed under the title. */
  scope: string;
  autoStart?: boolean;
}) {
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const [sheet, setSheet] = useState<Sheet | null>(null);
  const started = useRef(false);

  const run = useCallback(async () => {
    setBusy(true);
    try {
      const page = (await callApi(register.endpoint, {
        ...body,
        pageNo: 1,
        pageSize: PRINT_MAX_ROWS,
      } as never)) as {
        list: Row[];
        total: number;
      };
      if (page.total > PRINT_MAX_ROWS) {
        void message.warning(`共${page.total}条，仅打印前${PRINT_MAX_ROWS}条；完整数据请导出Excel`);
      }
      setSheet({ rows: page.list, total: page.total, scope });
    } catch {
      // The client already showed the catalogue message.
    } finally {
      setBusy(false);
    }
  }, [register, body, scope, message]);

  useEffect(() => {
    if (autoStart && !started.current) {
      started.current = true;
      void run();
    }
  }, [autoStart, run]);

  useEffect(() => {
    if (!sheet) return;
    document.body.classList.add('printing-register');
    const done = () => {
      document.body.classList.remove('printing-register');
      setSheet(null);
    };
    window.addEventListener('afterprint', done, { once: true });
    // Let the sheet render before the dialog takes its snapshot.
    const timer = setTimeout(() => window.print(), 50);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('afterprint', done);
      document.body.classList.remove('printing-register');
    };
  }, [sheet]);

  return (
    <>
      <Button icon={<PrinterOutlined />} loading={busy} onClick={() => void run()}>
        打印 / PDF
      </Button>
      {sheet
        ? createPortal(
            <section className="print-sheet" aria-label="打印台账">
              <h1>{register.title}</h1>
              <p>
                {sheet.scope}　共 {sheet.total} 条
                {sheet.total > sheet.rows.length ? `（本表列出前${sheet.rows.length}条）` : ''}
                　打印时间 {formatDateTime(Date.now())}
              </p>
              <table>
                <thead>
                  <tr>
                    <th>序号</th>
                    {register.columns.map((c) => (
                      <th key={c.key}>{c.title}</th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {sheet.rows.map((row, i) => (
                    <tr key={String(row.id ?? row.farmId ?? row.machineId ?? i)}>
                      <td>{i + 1}</td>
                      {register.columns.map((c) => (
                        <td key={c.key} className={c.align === 'right' ? 'num' : undefined}>
                          {cell(row[c.key])}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>,
            document.body,
          )
        : null}
    </>
  );
}
