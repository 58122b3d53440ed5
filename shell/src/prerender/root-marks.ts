/** What the attributes on a built page's #root say of the markup in it (bootstrap.tsx reads them). */

/**
 * A screen of the app written at build (login, register): the app hydrates that markup instead
 * of rendering over it.
 */
export const APP_PAGE_ATTRIBUTE = 'data-app-page';

/**
 * index.html's frame (the header's bar and a loader) for the screens not written at build: the
 * app renders over it.
 */
export const APP_FRAME_ATTRIBUTE = 'data-app-frame';
