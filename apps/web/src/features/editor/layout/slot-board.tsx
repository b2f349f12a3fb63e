import { DeleteOutlined, HolderOutlined, PlusOutlined, WarningFilled } from '@ant-design/icons';
import {
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import type { DocPlate } from '@fengshou/core/contract';
import { type SkinId, skinDef, skinLayout } from '@fengshou/core/plates';
import { Button, Popconfirm, Tooltip } from 'antd';
import { useEditorStore } from '../editor-store';
import { VISUAL_LABELS } from '../visual-labels';

interface SlotProps {
  position: number;
  area: string;
  plate: DocPlate | undefined;
  /** The first empty slot offers 添加板块 (slots fill in order). */
  next: boolean;
  problem: string | undefined;
}

function PlateCard({ plate, problem }: { plate: DocPlate; problem: string | undefined }) {
  const selected = useEditorStore((s) => s.selected === plate.position);
  const select = useEditorStore((s) => s.select);
  const remove = useEditorStore((s) => s.remove);
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({
    id: `plate-${plate.position}`,
    data: { position: plate.position },
  });
  const style = transform ? { transform: `translate(${transform.x}px, ${transform.y}px)` } : undefined;
  return (
    <div
      ref={setNodeRef}
      style={style}
      className={`slot-plate${selected ? ' is-selected' : ''}${isDragging ? ' is-dragging' : ''}${problem ? ' has-problem' : ''}`}
      data-position={plate.position}
    >
      <button
        type="button"
        className="slot-plate-main"
        onClick={() => select(plate.position)}
        aria-pressed={selected}
        aria-label={`板块${plate.position}：${plate.plateName}`}
      >
        <span className="slot-plate-no">{plate.position}</span>
        <span className="slot-plate-name">{plate.plateName}</span>
        <span className="slot-plate-visual">
          {plate.view ? VISUAL_LABELS[plate.view.visual] : '无数据视图'}
        </span>
        {problem ? (
          <Tooltip title={problem}>
            <WarningFilled className="slot-plate-warn" aria-label="有错误" />
          </Tooltip>
        ) : null}
      </button>
      <span className="slot-plate-tools">
        <Tooltip title="拖动到其他位置">
          <button
            type="button"
            className="slot-plate-handle"
            {...listeners}
            {...attributes}
            aria-label={`拖动板块${plate.position}`}
          >
            <HolderOutlined />
          </button>
        </Tooltip>
        <Popconfirm
          title={`删除板块“${plate.plateName}”？`}
          okText="删除"
          cancelText="取消"
          onConfirm={() => remove(plate.position)}
        >
          <Button
            size="small"
            type="text"
            icon={<DeleteOutlined />}
            aria-label={`删除板块${plate.position}`}
          />
        </Popconfirm>
      </span>
    </div>
  );
}

function Slot({ position, area, plate, next, problem }: SlotProps) {
  const add = useEditorStore((s) => s.add);
  const { setNodeRef, isOver } = useDroppable({ id: `slot-${position}`, data: { position } });
  return (
    <div
      ref={setNodeRef}
      className={`slot${isOver ? ' is-over' : ''}${plate ? '' : ' is-empty'}`}
      style={{ gridArea: area }}
      data-slot={position}
    >
      {plate ? (
        <PlateCard plate={plate} problem={problem} />
      ) : next ? (
        <button type="button" className="slot-add" onClick={add}>
          <PlusOutlined /> 添加板块
        </button>
      ) : (
        <span className="slot-empty">空位 {position}</span>
      )}
    </div>
  );
}

/**
 * 板块布局: the skin's slots around the centre map, each holding its plate; a plate is dragged onto another
 * to swap them, or onto an empty slot to become the last (the screen fills slots in order). Keyboard:
 * focus the handle, space, arrows, space.
 */
export function SlotBoard({ problems }: { problems: Readonly<Record<number, string>> }) {
  const doc = useEditorStore((s) => s.doc);
  const move = useEditorStore((s) => s.move);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor),
  );
  const skin = doc.skin as SkinId;
  const max = skinDef(skin).maxPlates;
  const layout = skinLayout(skin, max);
  const onDragEnd = (e: DragEndEvent) => {
    const from = e.active.data.current?.position as number | undefined;
    const to = e.over?.data.current?.position as number | undefined;
    if (from !== undefined && to !== undefined) move(from, to);
  };
  return (
    <DndContext sensors={sensors} onDragEnd={onDragEnd}>
      <div
        className="slot-board"
        style={{
          gridTemplateColumns: layout.columns,
          gridTemplateRows: layout.rows,
          gridTemplateAreas: layout.areas.map((r) => `"${r}"`).join(' '),
        }}
      >
        <div className="slot-map" style={{ gridArea: layout.mapArea }}>
          中心地图
          <small>当前区域及下级区域</small>
        </div>
        {layout.slots.map((area, i) => (
          <Slot
            key={area}
            position={i + 1}
            area={area}
            plate={doc.plates[i]}
            next={i === doc.plates.length}
            problem={problems[i + 1]}
          />
        ))}
      </div>
    </DndContext>
  );
}
