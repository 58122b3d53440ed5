/** The spec's admin search delay: a filter box asks the server once typing stops this long. */
export const TYPING_DELAY_MS = 500;
