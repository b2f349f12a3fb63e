import { labelText } from '@fengshou/core/plates';
import { useEffect, useRef, useState } from 'react';
import type { VisualDef, VisualProps } from '../types';
import { ValueText } from '../value-text';

/**
 * A list that scrolls by itself when it is longer than its box (a wall screen has no one to scroll it),
 * pausing under the mouse. The animation is CSS on a doubled list, so no timer keeps running.
 */
function ScrollListVisual({ shaped }: VisualProps) {
  const boxRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const [overflow, setOverflow] = useState(false);
  useEffect(() => {
    const box = boxRef.current;
    if (!box || typeof ResizeObserver === 'undefined') return;
    // The list is read at each check: a new head record mounts a new one (below).
    const check = () => setOverflow((listRef.current?.scrollHeight ?? 0) > box.clientHeight + 2);
    const observer = new ResizeObserver(check);
    observer.observe(box);
    check();
    return () => observer.disconnect();
  }, []);
  // Records (text fields only) read as a title with a line of details under it.
  const records = shaped.series.length > 0 && shaped.series.every((s) => s.format === 'text');
  const items = shaped.rows.map((r, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: rows of a result have no id of their own
    <li key={i} className={`dv-scroll-item${records ? ' is-record' : ''}`}>
      <span className="dv-scroll-name" title={labelText(r, shaped.label)}>
        {labelText(r, shaped.label)}
      </span>
      {records ? (
        <span className="dv-scroll-meta">
          {shaped.series
            .filter((s) => s.field !== shaped.label)
            .map((s) => (
              <ValueText key={s.field} value={r[s.field]} series={s} />
            ))}
        </span>
      ) : (
        shaped.series.map((s) => (
          <span key={s.field} className="dv-scroll-value">
            <ValueText value={r[s.field]} series={s} />
          </span>
        ))
      )}
    </li>
  ));
  const seconds = Math.max(8, shaped.rows.length * 1.6);
  // A new record at the head (a live alarm) starts the scroll again from the top, so it is on screen at once
  // rather than when the loop comes round.
  const head = shaped.rows[0];
  const headKey = head ? String(head.key ?? labelText(head, shaped.label)) : '';
  return (
    <div ref={boxRef} className={`dv-scroll${overflow ? ' is-moving' : ''}`}>
      <div
        key={headKey}
        className="dv-scroll-track"
        style={overflow ? { animationDuration: `${seconds}s` } : undefined}
      >
        <ul ref={listRef} className="dv-scroll-list">
          {items}
        </ul>
        {overflow ? (
          <ul className="dv-scroll-list" aria-hidden="true">
            {items}
          </ul>
        ) : null}
      </div>
    </div>
  );
}

/** A self-scrolling list: records, or names with their figures. */
export const scrollListVisual: VisualDef = { Component: ScrollListVisual, chart: false };
