import boat from './Boat.module.css';

/**
 * The classes of a boat's screens (`section`, `heading`, `subheading`, `muted`, `items`, `item`, `itemHead`,
 * `itemTitle`, `row`, `photos`, `photo`), so the owner's page and the shared `Logbook` look alike.
 */
export const boatStyles = boat;
