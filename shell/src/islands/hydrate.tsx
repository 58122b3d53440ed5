import { useEffect, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { ISLAND_ATTRIBUTE, PROPS_ATTRIBUTE } from './Island.tsx';
import { ISLANDS, type IslandName } from './registry.ts';

function Mounted({ onMount }: { onMount: () => void }) {
  useEffect(onMount, [onMount]);
  return null;
}

/** Hydrates every island of the page; resolves once all of them have committed. */
export async function hydrateIslands(page: ParentNode): Promise<void> {
  const elements = [...page.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)];
  await Promise.all(
    elements.map(
      (element) =>
        new Promise<void>((mounted) => {
          const name = element.getAttribute(ISLAND_ATTRIBUTE) as IslandName;
          const Component = ISLANDS[name] as ComponentType<object> | undefined;
          if (!Component) return mounted();
          const props = JSON.parse(element.getAttribute(PROPS_ATTRIBUTE) ?? '{}') as object;
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
        }),
    ),
  );
}
