import { useCallback, useEffect, useRef } from 'react';

/**
 * A ref that gives its element the height left below its top edge in the window (the editor fills the
 * screen); a callback ref, as the element appears only once the draft has loaded.
 */
export function useFillHeight<E extends HTMLElement>(min = 560) {
  const el = useRef<E | null>(null);
  const measure = useCallback(() => {
    const node = el.current;
    if (!node) return;
    const top = node.getBoundingClientRect().top + window.scrollY;
    node.style.height = `${Math.max(min, window.innerHeight - top - 16)}px`;
  }, [min]);
  useEffect(() => {
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [measure]);
  return useCallback(
    (node: E | null) => {
      el.current = node;
      measure();
    },
    [measure],
  );
}
