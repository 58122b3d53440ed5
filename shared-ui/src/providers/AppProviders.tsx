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
      // A 4xx (a 404 included) will not change by asking again. Read by shape: a remote's
      // bundle may hold another copy of ApiError.
      retry: (count, error) => !(statusOf(error) >= 400 && statusOf(error) < 500) && count < 2,
    },
  },
});

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <LiveRegion />
      {children}
      <Toasts />
    </QueryClientProvider>
  );
}
