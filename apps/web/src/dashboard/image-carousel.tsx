import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { CAROUSEL_MAX_VISIBLE, CAROUSEL_SLIDE_OFFSET } from '@fengshou/core';
import { useEffect, useState } from 'react';
import type { PlateImage } from './image-viewer';

/** Seconds between slides when nobody hovers the carousel. */
export const AUTOPLAY_MS = 4000;

interface ImageCarouselProps {
  images: readonly PlateImage[];
  /** Frame size in px (the dialog sizes it by image count, spec §9); omitted: fills its box. */
  size?: { width: number; height: number };
  /** Clicking the current image opens it full screen. */
  onOpen: (index: number) => void;
}

/** Which slide sits where: the current one in the centre and up to one neighbour on each side (3 visible). */
export function slidePlacement(index: number, current: number, count: number): -1 | 0 | 1 | null {
  if (count <= 1) return index === current ? 0 : null;
  const delta = (index - current + count) % count;
  if (delta === 0) return 0;
  if (CAROUSEL_MAX_VISIBLE >= 3 && delta === 1) return 1;
  if (CAROUSEL_MAX_VISIBLE >= 3 && delta === count - 1 && count > 2) return -1;
  return null;
}

/**
 * The image carousel of spec §2: it autoplays and pauses while hovered; previous/next appear only with
 * more than one image; neighbours peek out CAROUSEL_SLIDE_OFFSET px on each side; clicking the current
 * image opens the full-screen viewer.
 */
export function ImageCarousel({ images, size, onOpen }: ImageCarouselProps) {
  const [current, setCurrent] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = images.length;
  useEffect(() => {
    if (count <= 1 || paused) return;
    const timer = setInterval(() => setCurrent((c) => (c + 1) % count), AUTOPLAY_MS);
    return () => clearInterval(timer);
  }, [count, paused]);
  useEffect(() => {
    if (current >= count) setCurrent(0);
  }, [current, count]);
  const go = (step: number) => setCurrent((c) => (c + step + count) % count);
  return (
    <section
      className={`image-carousel${size ? ' is-sized' : ''}`}
      style={
        size
          ? { width: size.width + (count > 1 ? CAROUSEL_SLIDE_OFFSET : 0), height: size.height }
          : undefined
      }
      aria-label="图片轮播"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      data-paused={paused ? 'true' : 'false'}
    >
      {images.map((img, i) => {
        const place = slidePlacement(i, current, count);
        if (place === null) return null;
        return (
          <figure
            key={img.id}
            className={`image-slide is-${place === 0 ? 'current' : place < 0 ? 'prev' : 'next'}`}
            style={
              size
                ? {
                    width: size.width,
                    height: size.height,
                    transform: `translateX(${place * (CAROUSEL_SLIDE_OFFSET / 2)}px) scale(${place === 0 ? 1 : 0.82})`,
                  }
                : undefined
            }
            aria-hidden={place !== 0}
          >
            <button
              type="button"
              className="image-slide-open"
              tabIndex={place === 0 ? 0 : -1}
              onClick={() => (place === 0 ? onOpen(i) : setCurrent(i))}
              aria-label={place === 0 ? `查看大图：${img.imgName}` : img.imgName}
            >
              <img
                src={img.imgUrl}
                alt={img.imgName}
                loading={place === 0 ? 'eager' : 'lazy'}
                draggable={false}
              />
            </button>
            {place === 0 ? <figcaption>{img.imgDesc || img.imgName}</figcaption> : null}
          </figure>
        );
      })}
      {count > 1 ? (
        <>
          <button
            type="button"
            className="image-carousel-nav is-prev"
            aria-label="上一张"
            onClick={() => go(-1)}
          >
            <LeftOutlined />
          </button>
          <button
            type="button"
            className="image-carousel-nav is-next"
            aria-label="下一张"
            onClick={() => go(1)}
          >
            <RightOutlined />
          </button>
          <div className="image-carousel-dots" aria-hidden="true">
            {images.map((img, i) => (
              <span key={img.id} className={i === current ? 'is-on' : undefined} />
            ))}
          </div>
        </>
      ) : null}
    </section>
  );
}
