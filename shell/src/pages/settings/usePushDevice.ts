import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '@boatcare/shared-domain/api';
import * as push from '@boatcare/shared-domain/endpoints/push';
import { pushSubscriptionBody } from '@boatcare/shared-domain/schemas/push';
import { useEndpoint, useEndpointMutation } from '@boatcare/shared-ui';
import { SERVICE_WORKER_URL } from '../../pwa/register.ts';
import type { PushDeviceState } from './PushDeviceControl.tsx';

const supported = () =>
  typeof window !== 'undefined' &&
  'serviceWorker' in navigator &&
  'PushManager' in window &&
  'Notification' in window;

/** A base64url key as the bytes `pushManager.subscribe` takes. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const text = atob(base64url.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(text, (char) => char.charCodeAt(0));
}

/** This browser's push subscription for the site, if any. */
async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration('/');
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/**
 * Push on this device: its state, and turning it on (asks the browser's permission, only on
 * that click; subscribes with the site's public key; tells the server) or off (tells the server,
 * then drops the browser's subscription).
 */
export function usePushDevice() {
  const key = useEndpoint(push.key, {}, { select: (answer) => answer.data.public_key });
  const subscribe = useEndpointMutation(push.subscribe);
  const unsubscribe = useEndpointMutation(push.unsubscribe);
  const [subscribed, setSubscribed] = useState<boolean | null>(null);
  const [permission, setPermission] = useState<NotificationPermission>(() =>
    supported() ? Notification.permission : 'default',
  );
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!supported()) return;
    let live = true;
    void currentSubscription()
      .then((subscription) => live && setSubscribed(subscription !== null))
      .catch(() => live && setSubscribed(false));
    return () => {
      live = false;
    };
  }, []);

  const state: PushDeviceState = !supported()
    ? 'unsupported'
    : key.isPending || subscribed === null
      ? 'checking'
      : !key.data
        ? 'unavailable'
        : permission === 'denied'
          ? 'blocked'
          : subscribed && permission === 'granted'
            ? 'on'
            : 'off';

  const turnOn = useCallback(async () => {
    if (!key.data) return;
    setBusy(true);
    try {
      const answer = await Notification.requestPermission();
      setPermission(answer);
      if (answer !== 'granted') return false;
      await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' });
      const registration = await navigator.serviceWorker.ready;
      const subscription = await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: keyBytes(key.data),
      });
      await subscribe.mutateAsync({ body: pushSubscriptionBody.parse(subscription.toJSON()) });
      setSubscribed(true);
      return true;
    } finally {
      setBusy(false);
    }
  }, [key.data, subscribe]);

  const turnOff = useCallback(async () => {
    setBusy(true);
    try {
      const subscription = await currentSubscription();
      if (subscription) {
        // The server may have dropped it already (gone, or over the device cap): still off.
        await unsubscribe
          .mutateAsync({ body: { endpoint: subscription.endpoint } })
          .catch((error: unknown) => {
            if (!(error instanceof ApiError && error.status === 404)) throw error;
          });
        await subscription.unsubscribe();
      }
      setSubscribed(false);
    } finally {
      setBusy(false);
    }
  }, [unsubscribe]);

  return { state, busy, turnOn, turnOff };
}
