/** Five scenes, drawn as small SVG files (about 1 KB each) in public/hero. */
export const HERO_SLIDES = [
  { id: 'harbour', image: '/hero/harbour-morning.svg' },
  { id: 'sailing', image: '/hero/sailing-day.svg' },
  { id: 'sunset', image: '/hero/sunset-catamaran.svg' },
  { id: 'marina', image: '/hero/marina-dusk.svg' },
  { id: 'polish', image: '/hero/hull-polish.svg' },
] as const;
export const HERO_INTERVAL_MS = 10_000;
