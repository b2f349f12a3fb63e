import { CloseOutlined, LeftOutlined, RightOutlined } from '@ant-design/icons';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';

/** An image as plates list them. */
export interface PlateImage {
  id: number;
  imgUrl: string;
  imgName: string;
  imgDesc: string | null;
}

interface ImageViewerProps {
  images: readonly PlateImage[];
  start: number;
  onClose: () => void;
}

/** The full-screen image viewer: the image fitted to the screen, arrows and Esc, its name and caption. */
export function ImageViewer({ images, start, onClose }: ImageViewerProps) {
  const [index, setIndex] = useState(start);
  const count = images.length;
  const image = images[index];
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
      if (e.key === 'ArrowLeft') setIndex((i) => (i - 1 + count) % count);
      if (e.key === 'ArrowRight') setIndex((i) => (i + 1) % count);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [count, onClose]);
  if (!image) return null;
  return createPortal(
    <div className="image-viewer" role="dialog" aria-modal="true" aria-label={`图片：${image.imgName}`}>
      <button type="button" className="image-viewer-close" aria-label="关闭" onClick={onClose}>
        <CloseOutlined />
      </button>
      {count > 1 ? (
        <button
          type="button"
          className="image-viewer-nav is-prev"
          aria-label="上一张"
          onClick={() => setIndex((i) => (i - 1 + count) % count)}
        >
          <LeftOutlined />
        </button>
      ) : null}
      <img className="image-viewer-img" src={image.imgUrl} alt={image.imgName} />
      {count > 1 ? (
        <button
          type="button"
          className="image-viewer-nav is-next"
          aria-label="下一张"
          onClick={() => setIndex((i) => (i + 1) % count)}
        >
          <RightOutlined />
        </button>
      ) : null}
      <div className="image-viewer-caption">
        <strong>{image.imgName}</strong>
        {image.imgDesc ? <span>{image.imgDesc}</span> : null}
        {count > 1 ? <span className="image-viewer-count">{`${index + 1} / ${count}`}</span> : null}
      </div>
    </div>,
    document.body,
  );
}
