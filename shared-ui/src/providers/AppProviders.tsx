import type { ReactNode } from 'react';
import { QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { errorText, statusOf } from '../i18n/errorText.ts';
import { i18next } from '../i18n/init.ts';
import { LiveRegion } from '../a11y/LiveRegion.tsx';
import { Toasts, toast } from './toast.tsx';

declare module '@tanstack/react-query' {
  interface Register {
    /** `errorKey`: translation key of the toast shown when the query finally fails. */
    queryMeta: { errorKey?: string };
  }
}

/** One query cache for the page; shell and remotes share it through this package. */
export const queryClient = new QueryClient({
  queryCache: new QueryCache({
    onError: (error, query) => {
      const key = query.meta?.errorKey;
      if (key) toast.error(errorText(i18next.t, error, key), { id: query.queryHash });
    },
  }),
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // Without a network a call runs and fails (the page offers Retry), instead of waiting
      // paused, which looks like loading that never ends.
      networkMode: 'always',
      // Only a server's failure (5xx) may pass by asking again: a 4xx (a 404 included) will
      // not change, and a call that did not get through (status 0) was already retried by the
      // API client within its timeout. Read by shape: a remote may hold another ApiError.
      retry: (count, error) => statusOf(error) >= 500 && count < 2,
    },
    mutations: { networkMode: 'always' },
  },
});

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <LiveRegion>
        <Toasts />
      </LiveRegion>
      {children}
    </QueryClientProvider>
  );
}
