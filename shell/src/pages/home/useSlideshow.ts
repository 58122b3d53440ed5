import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeReducedMotion(onChange: () => void) {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** Whether the visitor asked the system for less motion. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeReducedMotion,
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => false,
  );
}

/**
 * A slideshow's state: the shown slide advances every `intervalMs` unless someone holds it
 * (pointer over it, keyboard focus inside it, the pause button) or the visitor prefers less motion.
 */
export function useSlideshow(count: number, intervalMs: number) {
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const [paused, setPaused] = useState<boolean | null>(null);
  // Until the visitor chooses, a reduced-motion preference means "paused".
  const stopped = paused ?? reducedMotion;
  const running = !stopped && !hovered && !focused;

  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(
      () => setIndex((current) => (current + 1) % count),
      intervalMs,
    );
    return () => window.clearInterval(timer);
  }, [running, count, intervalMs]);

  const show = useCallback((next: number) => setIndex(((next % count) + count) % count), [count]);

  return {
    index,
    show,
    running,
    stopped,
    reducedMotion,
    toggle: () => setPaused(!stopped),
    holdProps: {
      onMouseEnter: () => setHovered(true),
      onMouseLeave: () => setHovered(false),
      // Keyboard focus holds the slideshow; a mouse click on a control does not.
      onFocus: (event: React.FocusEvent<HTMLElement>) => {
        if (event.target.matches(':focus-visible')) setFocused(true);
      },
      onBlur: (event: React.FocusEvent<HTMLElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      },
    },
  };
}
