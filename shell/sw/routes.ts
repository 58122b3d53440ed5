/**
 * Requests the worker never needs to see go straight to the network (the static routing API,
 * where the browser has it): pages and the API, but for the release registry's files (a
 * remote's). Without it every request of a controlled page would wait for the worker, which
 * may first have to start, only to be handed back.
 */
type Condition =
  | { requestMode: RequestMode }
  | { urlPattern: URLPattern }
  | { not: Condition }
  | { and: Condition[] };
interface RouterRule {
  condition: Condition;
  source: 'network' | 'fetch-event';
}
type RoutingInstall = ExtendableEvent & { addRoutes?(rules: RouterRule[]): Promise<void> };

export function routePastTheWorker(event: ExtendableEvent) {
  const install = event as RoutingInstall;
  if (!install.addRoutes || typeof URLPattern === 'undefined') return;
  const api = new URLPattern({ pathname: '/v1/*' });
  const remoteFiles = new URLPattern({ pathname: '/v1/releases/files/*' });
  event.waitUntil(
    install
      .addRoutes([
        { condition: { requestMode: 'navigate' }, source: 'network' },
        {
          condition: { and: [{ urlPattern: api }, { not: { urlPattern: remoteFiles } }] },
          source: 'network',
        },
      ])
      .catch((error: unknown) => console.warn('service worker routes not set', error)),
  );
}
