export { useDebouncedValue } from '../features/users/useDebouncedValue.ts';

/** The spec's admin search delay. */
export const TYPING_DELAY_MS = 500;
