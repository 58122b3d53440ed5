import type { ComponentType } from 'react';
import { ISLANDS, type IslandName, type IslandProps } from './registry.ts';
import styles from './Island.module.css';

/** The attributes the island entry (start.tsx) finds an island by, and reads its props from. */
export const ISLAND_ATTRIBUTE = 'data-island';
export const PROPS_ATTRIBUTE = 'data-props';

/**
 * An island in the page: in the app it is the component; in a prerendered page the wrapper
 * also carries its name and props, and start.tsx hydrates it from them.
 */
export function Island<Name extends IslandName>({
  name,
  props,
}: {
  name: Name;
  props: IslandProps<Name>;
}) {
  const Component = ISLANDS[name] as ComponentType<object>;
  return (
    <div
      className={styles.island}
      {...{ [ISLAND_ATTRIBUTE]: name, [PROPS_ATTRIBUTE]: JSON.stringify(props) }}
    >
      <Component {...props} />
    </div>
  );
}
