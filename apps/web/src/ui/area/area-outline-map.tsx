import { NETWORK_UNSTABLE } from '@fengshou/core';
import { useQueries } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { DataState } from '../data-state';
import { useElementSize } from '../use-element-size';
import { outlineQuery, useAreaOutline, useShownChildren } from './area-queries';
import type { AreaRef } from './area-store';
import { boundsOf, fitProjection, pathOf } from './geo-svg';

// Beyond this many children the outlines are not fetched one by one; the list still shows them.
const MAX_CHILD_OUTLINES = 60;

// Stable, so useQueries hands back the same array while no child outline changed.
function dataOf<T>(results: { data: T | undefined }[]): (T | undefined)[] {
  return results.map((r) => r.data);
}

// Roughly the label font size in px (see .area-map-label); names wider than their area stay unlabeled.
const LABEL_EM = 12;

function labelFits(
  name: string,
  geometry: unknown,
  project: (p: [number, number]) => [number, number],
): boolean {
  const b = boundsOf([geometry]);
  if (!b) return false;
  const [x0, y0] = project([b[0], b[3]]);
  const [x1, y1] = project([b[2], b[1]]);
  return x1 - x0 >= name.length * LABEL_EM * 0.9 && y1 - y0 >= LABEL_EM * 1.4;
}

interface AreaOutlineMapProps {
  area: AreaRef;
  /** Clicking a child area drills down to it. */
  onSelect?: (area: AreaRef) => void;
  /** Areas without children (villages) can be selected too (a dashboard goes down to the village). */
  selectLeaves?: boolean;
}

/**
 * The selected area's outline with its child areas inside, drawn as SVG from getAreaOutline. The drawing is
 * projected onto the measured size of its box, so strokes and labels are real screen pixels at any size.
 */
export function AreaOutlineMap({ area, onSelect, selectLeaves = false }: AreaOutlineMapProps) {
  const box = useElementSize<HTMLDivElement>();
  const outline = useAreaOutline(area.areaId, area.level);
  const { query: children } = useShownChildren(area.areaId);
  const childList = useMemo(() => (children.data ?? []).slice(0, MAX_CHILD_OUTLINES), [children.data]);
  const childOutlines = useQueries({
    queries: childList.map((c) => outlineQuery(c.areaId, c.level)),
    combine: dataOf,
  });
  const [hover, setHover] = useState<number | null>(null);

  const drawing = useMemo(() => {
    if (box.width < 40 || box.height < 40) return null;
    // A child without an outline of its own gets the county's as a fallback (spec §5); that one is not the child.
    const drawn = childOutlines
      .map((o, i) => ({ child: childList[i]!, outline: o }))
      .filter((c): c is { child: (typeof childList)[number]; outline: NonNullable<typeof c.outline> } =>
        Boolean(c.child && c.outline?.geometry && c.outline.areaId === c.child.areaId),
      );
    const parentGeometry = outline.data?.geometry;
    const bounds = boundsOf(parentGeometry ? [parentGeometry] : drawn.map((c) => c.outline.geometry));
    if (!bounds) return null;
    const project = fitProjection(bounds, box.width, box.height, 20);
    return {
      project,
      parent: parentGeometry ? pathOf(parentGeometry, project) : '',
      children: drawn.map((c) => ({
        ...c.child,
        d: pathOf(c.outline.geometry, project),
        label:
          c.outline.center && labelFits(c.child.areaName, c.outline.geometry, project)
            ? project(c.outline.center)
            : null,
      })),
    };
  }, [outline.data, childOutlines, childList, box.width, box.height]);

  useEffect(() => {
    if (outline.isError) console.warn(NETWORK_UNSTABLE, outline.error);
  }, [outline.isError, outline.error]);

  const empty =
    outline.data !== undefined && !outline.data.geometry && childOutlines.every((o) => !o?.geometry);
  return (
    <div className="area-map-box" ref={box.ref}>
      <DataState
        query={outline}
        minHeight="100%"
        isEmpty={() => empty}
        emptyText={`${area.areaName}暂无轮廓数据`}
      >
        {() =>
          drawing && (
            <svg
              className="area-map"
              width={box.width}
              height={box.height}
              role="img"
              aria-label={`${area.areaName}行政区划图`}
            >
              <g
                transform={`translate(${(box.width - drawing.project.width) / 2} ${(box.height - drawing.project.height) / 2})`}
              >
                <path className="area-map-parent" d={drawing.parent} fillRule="evenodd" />
                {drawing.children.map((c) => (
                  // biome-ignore lint/a11y/useSemanticElements: an SVG shape has no button element to use instead
                  <path
                    key={c.areaId}
                    className={`area-map-child${hover === c.areaId ? ' is-hover' : ''}`}
                    d={c.d}
                    fillRule="evenodd"
                    role="button"
                    tabIndex={0}
                    aria-label={c.areaName}
                    onMouseEnter={() => setHover(c.areaId)}
                    onMouseLeave={() => setHover(null)}
                    onClick={() => (c.hasChildren || selectLeaves) && onSelect?.(c)}
                    onKeyDown={(e) => e.key === 'Enter' && (c.hasChildren || selectLeaves) && onSelect?.(c)}
                  >
                    <title>{c.areaName}</title>
                  </path>
                ))}
                {drawing.children.map(
                  (c) =>
                    c.label && (
                      <text
                        key={c.areaId}
                        className="area-map-label"
                        x={c.label[0]}
                        y={c.label[1]}
                        textAnchor="middle"
                      >
                        {c.areaName}
                      </text>
                    ),
                )}
              </g>
            </svg>
          )
        }
      </DataState>
    </div>
  );
}
