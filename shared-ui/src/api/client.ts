import { createApiClient } from '@boatcare/shared-domain/api';
import { sessionStore } from '../session/store.ts';

declare const BOATCARE_API_BASE: string | undefined;

/** Where the API lives; the same origin unless a build sets BOATCARE_API_BASE. */
const baseUrl = typeof BOATCARE_API_BASE === 'string' ? BOATCARE_API_BASE : '';

/** The API client every app uses; it sends the session's token and ends a rejected session. */
export const api = createApiClient({
  baseUrl,
  getToken: () => sessionStore.getState().session?.access_token,
  onUnauthorized: () => sessionStore.getState().signOut(),
});
export const apiBaseUrl = baseUrl;

/** The URL of an API path made from the endpoint table (`pathOf(endpoint.path, params)`). */
export const apiUrl = (path: string) => `${baseUrl}/v1/${path.replace(/^\//, '')}`;
