import type { Map as MapLibreMap } from 'maplibre-gl';

/**
 * Keeps several maps on one view: a move of any of them (drag, zoom, fit) is repeated on the others at
 * once. Two images of one place side by side are compared field by field, so they must never drift.
 * Make one per group (useMemo) and hand it to each <GisMap sync={…}>.
 */
export class MapSync {
  private readonly maps = new Set<MapLibreMap>();
  // The map whose move is being repeated: the others' own move events then echo nothing back.
  private leader: MapLibreMap | null = null;

  /** Adds a map to the group; returns what removes it. */
  attach(map: MapLibreMap): () => void {
    const follow = () => {
      if (this.leader) return;
      this.leader = map;
      try {
        const view = {
          center: map.getCenter(),
          zoom: map.getZoom(),
          bearing: map.getBearing(),
          pitch: map.getPitch(),
        };
        for (const other of this.maps) if (other !== map) other.jumpTo(view);
      } finally {
        this.leader = null;
      }
    };
    // A map joining late takes the group's view.
    const first = this.maps.values().next().value;
    if (first) {
      map.jumpTo({
        center: first.getCenter(),
        zoom: first.getZoom(),
        bearing: first.getBearing(),
        pitch: first.getPitch(),
      });
    }
    this.maps.add(map);
    map.on('move', follow);
    return () => {
      map.off('move', follow);
      this.maps.delete(map);
    };
  }
}
