import { errorResponse } from '@boatcare/shared-domain/schemas/common';

/** The error answers every /bidder-payments call may give, in the one JSON error shape. */
export const bidderErrors = {
  400: errorResponse,
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
  502: errorResponse,
};
