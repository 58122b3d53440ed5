import { useEffect, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { ISLAND_ATTRIBUTE, PROPS_ATTRIBUTE } from './Island.tsx';
import { ISLANDS, type IslandName } from './registry.ts';

function Mounted({ onMount }: { onMount: () => void }) {
  useEffect(onMount, [onMount]);
  return null;
}

/** Hydrates every island of the page; resolves once all of them have committed. */
export function hydrateIslands(page: ParentNode): Promise<void> {
  const elements = [...page.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)];
  let waiting = elements.length;
  return new Promise((resolve) => {
    const mounted = () => {
      waiting -= 1;
      if (waiting === 0) resolve();
    };
    if (waiting === 0) resolve();
    for (const element of elements) {
      const name = element.getAttribute(ISLAND_ATTRIBUTE) as IslandName;
      const Component = ISLANDS[name] as ComponentType<object> | undefined;
      const props = JSON.parse(element.getAttribute(PROPS_ATTRIBUTE) ?? '{}') as object;
      if (!Component) {
        mounted();
        continue;
      }
      hydrateRoot(
        element,
        <>
          <Component {...props} />
          <Mounted onMount={mounted} />
        </>,
        {
          // The island renders afresh; logged, as a page from another build would cause it.
          onRecoverableError: (error) =>
            console.error(`The ${name} island differed from its HTML.`, error),
        },
      );
    }
  });
}
