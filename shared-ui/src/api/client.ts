import { createApiClient } from '@boatcare/shared-domain/api';
import { sessionStore } from '../session/store.ts';
import { takeFirstRead } from './first-reads.ts';
import { apiBaseUrl } from './url.ts';

export { apiBaseUrl, apiUrl } from './url.ts';

/** The API client every app uses; it sends the session's token and ends a rejected session. */
export const api = createApiClient({
  baseUrl: apiBaseUrl,
  getToken: () => sessionStore.getState().session?.access_token,
  onUnauthorized: () => sessionStore.getState().signOut(),
  earlyResponse: takeFirstRead,
});
