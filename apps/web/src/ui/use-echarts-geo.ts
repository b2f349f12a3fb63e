import { useEffect, useState } from 'react';
import { loadEChartsGeo, loadedEChartsGeo } from './echarts-loader';

/** The map series of ECharts (echarts-geo.ts), loaded by the first map drawn; undefined until it is. */
export function useEChartsGeo() {
  const [geo, setGeo] = useState(loadedEChartsGeo);
  useEffect(() => {
    if (geo) return;
    let live = true;
    loadEChartsGeo().then(
      (m) => live && setGeo(m),
      (error: unknown) => console.warn('地图组件加载失败', error),
    );
    return () => {
      live = false;
    };
  }, [geo]);
  return geo;
}
