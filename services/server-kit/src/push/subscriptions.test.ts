import { describe, expect, it } from 'vitest';
import { pushEndpointAllowed } from './subscriptions.ts';

describe('pushEndpointAllowed', () => {
  it('takes the browser vendors’ push services in production', () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc:def',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAA',
      'https://web.push.apple.com/QGuQ',
      'https://wns2-par02p.notify.windows.com/w/?token=x',
    ])
      expect(pushEndpointAllowed(endpoint, true), endpoint).toBe(true);
  });

  it('refuses plain http, IP addresses and private names in production', () => {
    for (const endpoint of [
      'http://fcm.googleapis.com/fcm/send/x',
      'http://localhost:9000/push/x',
      'https://127.0.0.1/push',
      'https://10.0.0.5/push',
      'https://[::1]/push',
      'https://metadata.internal/computeMetadata',
      'https://printer.local/x',
      'https://localhost/x',
      'https://intranet/x',
    ])
      expect(pushEndpointAllowed(endpoint, true), endpoint).toBe(false);
  });

  it('lets a local test push service on http be used outside production', () => {
    expect(pushEndpointAllowed('http://127.0.0.1:9000/push/phone', false)).toBe(true);
  });
});
