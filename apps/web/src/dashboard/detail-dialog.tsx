import { DownloadOutlined } from '@ant-design/icons';
import { carouselSize } from '@fengshou/core';
import { Button, Modal, Select } from 'antd';
import { useMemo, useState } from 'react';
import { DataState } from '../ui/data-state';
import { useElementSize } from '../ui/use-element-size';
import { downloadBytes, XLSX_MIME, xlsxOf } from '../ui/xlsx';
import {
  type ChartTable,
  DEFAULT_MORE_TEXT,
  type DetailGrid,
  detailColumnWidth,
  detailGrid,
  gridSheet,
  showTypeSelector,
} from './detail-rules';
import { ImageCarousel } from './image-carousel';
import { ImageViewer } from './image-viewer';
import { usePlateDetails, usePlateImages } from './use-dashboard-data';

/** What the dialog shows: the plate's detail tables, its images as a carousel, or one picked image. */
export type DetailContent =
  | { kind: 'table'; plateId: number; areaId?: number; tables?: ChartTable[] }
  | { kind: 'images'; plateId: number; pick: boolean };

interface DetailDialogProps {
  title: string;
  content: DetailContent;
  onClose: () => void;
  /** Text of the bottom button (default 更多明细); the button shows when onMore is given. */
  moreText?: string;
  onMore?: () => void;
  /** Clicking the mask closes the dialog unless this is false. */
  maskClosable?: boolean;
}

/** Writes a detail table to an .xlsx download named after the dialog and the table. */
export function exportDetailTable(title: string, grid: DetailGrid): void {
  const name = grid.title || title;
  downloadBytes(xlsxOf(name, [[name], ...gridSheet(grid)]), `${title}-${name}.xlsx`, XLSX_MIME);
}

function GridTable({ grid }: { grid: DetailGrid }) {
  const box = useElementSize<HTMLDivElement>();
  const width = detailColumnWidth(box.width, grid);
  return (
    <div className="detail-table-box" ref={box.ref}>
      <table className="detail-table" style={{ width: width * grid.columnCount }}>
        <colgroup>
          {grid.groups.flatMap((g) =>
            (g.columns.length > 0 ? g.columns : [{ id: -1 }]).map((c, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: columns of a group are positional
              <col key={`${g.name}-${c.id}-${i}`} style={{ width }} />
            )),
          )}
        </colgroup>
        <thead>
          <tr>
            {grid.groups.map((g, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: group names may repeat across a table
              <th key={i} colSpan={Math.max(1, g.columns.length)} className="detail-group">
                {g.name}
              </th>
            ))}
          </tr>
          <tr>
            {grid.groups.flatMap((g, i) =>
              g.columns.length > 0
                ? g.columns.map((c) => <th key={c.id}>{c.name}</th>)
                : // biome-ignore lint/suspicious/noArrayIndexKey: a placeholder column has no id
                  [<th key={`e${i}`} />],
            )}
          </tr>
        </thead>
        <tbody>
          <tr>
            {grid.groups.flatMap((g, i) =>
              g.columns.length > 0
                ? g.columns.map((c) => <td key={c.id}>{c.value}</td>)
                : // biome-ignore lint/suspicious/noArrayIndexKey: a placeholder column has no id
                  [<td key={`e${i}`}>--</td>],
            )}
          </tr>
        </tbody>
      </table>
    </div>
  );
}

const noRefetch = () => undefined;

function TableMode({
  title,
  plateId,
  areaId,
  tables: given,
}: {
  title: string;
  plateId: number;
  areaId?: number;
  /** Tables not stored yet (the editor's preview) shown instead of the plate's. */
  tables?: ChartTable[];
}) {
  const stored = usePlateDetails(plateId, areaId, given === undefined);
  // A preview plate without a stored row (id ≤ 0) has no tables of its own to ask for.
  const inline = given ?? (plateId > 0 ? undefined : []);
  const details = inline
    ? { data: inline, isPending: false, isError: false, error: null, refetch: noRefetch }
    : stored;
  const [chosen, setChosen] = useState<number | null>(null);
  return (
    <DataState query={details} isEmpty={(t) => t.length === 0} emptyText="暂无明细数据">
      {(tables: ChartTable[]) => {
        const table = tables.find((t) => t.id === chosen) ?? tables[0]!;
        const grid = detailGrid(table);
        return (
          <div className="detail-table-mode">
            <div className="detail-toolbar">
              {showTypeSelector(tables) ? (
                <Select
                  className="detail-type"
                  aria-label="明细类型"
                  value={table.id}
                  onChange={setChosen}
                  options={tables.map((t) => ({ value: t.id, label: t.chartName }))}
                  popupMatchSelectWidth={false}
                />
              ) : (
                <span className="detail-table-title">{table.chartName}</span>
              )}
              <Button icon={<DownloadOutlined />} onClick={() => exportDetailTable(title, grid)}>
                导出Excel
              </Button>
            </div>
            <GridTable grid={grid} />
            {table.dataSource ? <div className="detail-source">数据来源：{table.dataSource}</div> : null}
          </div>
        );
      }}
    </DataState>
  );
}

function ImagesMode({ plateId, pick }: { plateId: number; pick: boolean }) {
  const images = usePlateImages(plateId, true);
  const [viewing, setViewing] = useState<number | null>(null);
  const [picked, setPicked] = useState<number | null>(null);
  const list = images.data ?? [];
  const size = useMemo(() => carouselSize(pick ? 1 : list.length), [pick, list.length]);
  return (
    <DataState query={images} isEmpty={(l) => l.length === 0} emptyText="暂无图片">
      {(all) => {
        const index = Math.max(
          0,
          all.findIndex((img) => img.id === picked),
        );
        return (
          <div className="detail-images">
            {pick ? (
              <>
                <Select
                  className="detail-image-pick"
                  aria-label="选择图片"
                  value={all[index]!.id}
                  onChange={setPicked}
                  options={all.map((img) => ({ value: img.id, label: img.imgName }))}
                />
                <ImageCarousel images={[all[index]!]} size={size} onOpen={() => setViewing(index)} />
              </>
            ) : (
              <ImageCarousel images={all} size={size} onOpen={setViewing} />
            )}
            {viewing !== null ? (
              <ImageViewer images={all} start={viewing} onClose={() => setViewing(null)} />
            ) : null}
          </div>
        );
      }}
    </DataState>
  );
}

/**
 * The shared detail dialog of spec §2: a title and a close button, an optional bottom button (default
 * 更多明细), closed by the mask unless that is disabled; it shows the plate's tables or images.
 */
export function DetailDialog({
  title,
  content,
  onClose,
  moreText,
  onMore,
  maskClosable = true,
}: DetailDialogProps) {
  const images = content.kind === 'images';
  return (
    <Modal
      open
      title={title}
      onCancel={onClose}
      mask={{ closable: maskClosable }}
      // A table of six towns by three figures (18 columns) fits a 1920 screen without scrolling.
      width={images ? 'min(1120px, 94vw)' : 'min(1840px, 96vw)'}
      centered
      destroyOnHidden
      rootClassName="detail-dialog"
      footer={
        onMore ? (
          <Button type="primary" onClick={onMore}>
            {moreText || DEFAULT_MORE_TEXT}
          </Button>
        ) : null
      }
    >
      {content.kind === 'table' ? (
        <TableMode title={title} plateId={content.plateId} areaId={content.areaId} tables={content.tables} />
      ) : (
        <ImagesMode plateId={content.plateId} pick={content.pick} />
      )}
    </Modal>
  );
}
