import { startCameraPtz, stopCameraPtz } from '@fengshou/core/contract';
import { Button, Tooltip } from 'antd';
import { useRef } from 'react';
import { callApi } from '../../api';

const KEYS = [
  { dir: 0, label: '上', cls: 'up', arrow: '▲' },
  { dir: 2, label: '左', cls: 'left', arrow: '◀' },
  { dir: 3, label: '右', cls: 'right', arrow: '▶' },
  { dir: 1, label: '下', cls: 'down', arrow: '▼' },
] as const;

/** Pan-tilt pad: the camera turns while a direction is held and stops when it is released. */
export function PtzPad({
  cameraId,
  enabled,
  reason,
}: {
  cameraId: number;
  enabled: boolean;
  reason?: string;
}) {
  const moving = useRef(false);
  const start = (direction: number) => {
    if (!enabled) return;
    moving.current = true;
    void callApi(startCameraPtz, { cameraId, direction });
  };
  const stop = () => {
    if (!moving.current) return;
    moving.current = false;
    void callApi(stopCameraPtz, { cameraId });
  };
  const pad = (
    <div className="cam-ptz">
      {KEYS.map((k) => (
        <Button
          key={k.dir}
          className={`cam-ptz-${k.cls}`}
          shape="circle"
          disabled={!enabled}
          aria-label={`云台${k.label}`}
          onPointerDown={() => start(k.dir)}
          onPointerUp={stop}
          onPointerLeave={stop}
        >
          {k.arrow}
        </Button>
      ))}
      <span className="cam-ptz-center">云台</span>
    </div>
  );
  return enabled ? pad : <Tooltip title={reason}>{pad}</Tooltip>;
}
