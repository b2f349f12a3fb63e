import { Button, Empty, Spin } from 'antd';
import { errorText } from '../api';

/**
 * Where a plate's drawing stands; the frame exposes it as data-state for tests and benchmarks. Told in a
 * layout effect, so the frame's state and the loading bar change in the frame that shows the content, not
 * after it is painted and the screen's passive effects have run.
 */
export type PlateState = 'loading' | 'error' | 'empty' | 'drawn';

/** A plate whose data is on its way. */
export function PlateLoading() {
  return (
    <div className="plate-state" role="status" aria-label="加载中">
      <Spin />
    </div>
  );
}

/** A plate whose data failed: the catalogue's text and a retry. */
export function PlateFailed({ error, retry }: { error: unknown; retry: () => void }) {
  return (
    <div className="plate-state is-error" role="alert">
      <span>{errorText(error)}</span>
      <Button size="small" onClick={retry}>
        重新加载
      </Button>
    </div>
  );
}

/** A plate with nothing to draw; `hint` says how to add the data (an area without records yet). */
export function PlateEmpty({ text = '暂无数据', hint }: { text?: string; hint?: string }) {
  const description = hint ? (
    <>
      <span>{text}</span>
      <span className="plate-state-hint">{hint}</span>
    </>
  ) : (
    text
  );
  return (
    <div className="plate-state" title={hint ? `${text} · ${hint}` : undefined}>
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={description} />
    </div>
  );
}
