declare const BOATCARE_API_BASE: string | undefined;

/** Where the API lives; the same origin unless a build sets BOATCARE_API_BASE. */
export const apiBaseUrl = typeof BOATCARE_API_BASE === 'string' ? BOATCARE_API_BASE : '';

/** The URL of an API path made from the endpoint table (`pathOf(endpoint.path, params)`). */
export const apiUrl = (path: string) => `${apiBaseUrl}/v1/${path.replace(/^\//, '')}`;
