import type { ComponentProps } from 'react';
import { VisitorHeader } from '../layout/VisitorHeader.tsx';
import { CounterList } from '../pages/home/parts/Counters.tsx';
import { HeroSlideshow } from '../pages/home/parts/HeroSlideshow.tsx';

/**
 * The interactive parts of a visitor's prerendered page: each takes everything it shows as
 * props (texts already translated), so the page hydrates it without the app (ADR 15).
 */
export const ISLANDS = {
  visitorHeader: VisitorHeader,
  heroSlideshow: HeroSlideshow,
  counters: CounterList,
};

export type IslandName = keyof typeof ISLANDS;
export type IslandProps<Name extends IslandName> = ComponentProps<(typeof ISLANDS)[Name]>;
