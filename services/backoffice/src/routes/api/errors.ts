import { errorResponse } from '@boatcare/shared-domain/schemas/common';

/** The failures every admin route may answer. */
export const adminErrors = { 400: errorResponse, 401: errorResponse, 403: errorResponse };
