import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@boatcare/shared-domain/api';
import { errorText, fieldFailures, statusOf } from './errorText.ts';

// Runs with the components project: the real English texts are loaded there.
const t = i18next.t.bind(i18next);

describe('errorText', () => {
  it("gives the server's key in the user's language", () => {
    expect(
      errorText(t, new ApiError(404, 'errors.notFound', 'Not Found'), 'myRequests.loadFailed'),
    ).toBe('Not found.');
  });

  it('falls back when the key is unknown or the failure has none', () => {
    const fallback = 'Failed to load requests';
    expect(errorText(t, new ApiError(418, 'errors.noSuchKey', ''), 'myRequests.loadFailed')).toBe(
      fallback,
    );
    expect(errorText(t, new Error('boom'), 'myRequests.loadFailed')).toBe(fallback);
    expect(errorText(t, 'boom', 'myRequests.loadFailed')).toBe(fallback);
  });

  it('reads a failure by its shape: status and per-field reasons', () => {
    // Another bundle's copy of ApiError is not `instanceof` this one, but has the same shape.
    const foreign = {
      status: 400,
      code: 'errors.validation',
      details: [{ path: 'boatName', code: 'x.y' }, 'junk'],
    };
    expect(statusOf(foreign)).toBe(400);
    expect(statusOf(new Error('offline'))).toBe(0);
    expect(fieldFailures(foreign)).toEqual([{ path: 'boatName', code: 'x.y' }]);
    expect(fieldFailures(null)).toEqual([]);
  });
});
