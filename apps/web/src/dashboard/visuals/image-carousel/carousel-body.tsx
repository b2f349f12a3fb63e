import { useLayoutEffect, useState } from 'react';
import { ImageCarousel } from '../../image-carousel';
import { ImageViewer } from '../../image-viewer';
import { PlateEmpty, PlateFailed, PlateLoading, type PlateState } from '../../plate-state';
import { usePlateImages } from '../../use-dashboard-data';
import type { StandaloneBody } from '../types';

/** The plate's own images (the draft's in the editor's preview) turning by themselves; one opens large when clicked. */
export const CarouselBody: StandaloneBody = ({ plate, onState }) => {
  const images = usePlateImages(plate.id, true);
  const [viewing, setViewing] = useState<number | null>(null);
  const list = images.data ?? [];
  const state: PlateState = images.isPending
    ? 'loading'
    : images.isError
      ? 'error'
      : list.length
        ? 'drawn'
        : 'empty';
  useLayoutEffect(() => onState(state), [state, onState]);
  if (state === 'loading') return <PlateLoading />;
  if (state === 'error') return <PlateFailed error={images.error} retry={() => void images.refetch()} />;
  if (state === 'empty') return <PlateEmpty text="暂无图片" />;
  return (
    <>
      <ImageCarousel images={list} onOpen={setViewing} />
      {viewing !== null ? (
        <ImageViewer images={list} start={viewing} onClose={() => setViewing(null)} />
      ) : null}
    </>
  );
};
