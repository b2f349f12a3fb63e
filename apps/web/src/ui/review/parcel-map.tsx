import { boundsOf, fitProjection, pathOf } from '../area/geo-svg';

interface ParcelMapProps {
  /** GeoJSON (Multi)Polygon of the case. */
  geometry: unknown;
  /** The reviewer's position, when recorded. */
  marker?: { lng: number; lat: number } | null;
  width?: number;
  height?: number;
}

/**
 * The outline of a review case. Drawn as SVG from the shared geo helpers until the MapLibre map of
 * web/src/map is available; swapping it in is a change of this one component.
 */
export function ParcelMap({ geometry, marker, width = 420, height = 300 }: ParcelMapProps) {
  const markerGeo = marker ? { type: 'Point', coordinates: [marker.lng, marker.lat] } : null;
  const bounds = boundsOf(markerGeo ? [geometry, pointBox(marker!)] : [geometry]);
  if (!bounds) return <div className="review-map review-map-empty">无图斑范围</div>;
  const project = fitProjection(bounds, width, height, 24);
  const m = marker ? project([marker.lng, marker.lat]) : null;
  return (
    <svg
      className="review-map"
      viewBox={`0 0 ${project.width} ${project.height}`}
      width={project.width}
      height={project.height}
      role="img"
      aria-label="图斑范围"
    >
      <path d={pathOf(geometry, project)} className="review-map-ring" fillRule="evenodd" />
      {m ? (
        <g className="review-map-marker">
          <circle cx={m[0]} cy={m[1]} r={5} />
          <text x={m[0] + 8} y={m[1] + 4}>
            复核位置
          </text>
        </g>
      ) : null}
    </svg>
  );
}

// A tiny polygon around the marker so the bounds include it.
function pointBox(p: { lng: number; lat: number }) {
  const d = 1e-5;
  return {
    type: 'Polygon',
    coordinates: [
      [
        [p.lng - d, p.lat - d],
        [p.lng + d, p.lat - d],
        [p.lng + d, p.lat + d],
        [p.lng - d, p.lat + d],
        [p.lng - d, p.lat - d],
      ],
    ],
  };
}
