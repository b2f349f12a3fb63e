import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTOPLAY_MS, ImageCarousel, slidePlacement } from './image-carousel';

const images = [1, 2, 3].map((id) => ({ id, imgUrl: `/files/${id}.jpg`, imgName: `图${id}`, imgDesc: null }));
const current = () => screen.getByRole('button', { name: /^查看大图/ }).getAttribute('aria-label');

describe('image carousel (spec §2)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows previous/next only with more than one image', () => {
    const { unmount } = render(<ImageCarousel images={images.slice(0, 1)} onOpen={() => {}} />);
    expect(screen.queryByRole('button', { name: '下一张' })).toBeNull();
    expect(screen.queryByRole('button', { name: '上一张' })).toBeNull();
    unmount();
    render(<ImageCarousel images={images} onOpen={() => {}} />);
    expect(screen.getByRole('button', { name: '下一张' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '上一张' })).toBeTruthy();
  });

  it('autoplays, pauses while hovered, and a click on the image opens the viewer', () => {
    const onOpen = vi.fn();
    render(<ImageCarousel images={images} onOpen={onOpen} />);
    expect(current()).toBe('查看大图：图1');
    act(() => vi.advanceTimersByTime(AUTOPLAY_MS));
    expect(current()).toBe('查看大图：图2');
    const region = screen.getByRole('region', { name: '图片轮播' });
    fireEvent.mouseEnter(region);
    act(() => vi.advanceTimersByTime(AUTOPLAY_MS * 3));
    expect(current()).toBe('查看大图：图2');
    fireEvent.mouseLeave(region);
    act(() => vi.advanceTimersByTime(AUTOPLAY_MS));
    expect(current()).toBe('查看大图：图3');
    fireEvent.click(screen.getByRole('button', { name: /^查看大图/ }));
    expect(onOpen).toHaveBeenCalledWith(2);
  });

  it('places at most three slides: the current one and a neighbour on each side', () => {
    expect([0, 1, 2, 3, 4].map((i) => slidePlacement(i, 0, 5))).toEqual([0, 1, null, null, -1]);
    expect([0, 1].map((i) => slidePlacement(i, 1, 2))).toEqual([1, 0]);
    expect(slidePlacement(0, 0, 1)).toBe(0);
  });
});
