import { Suspense } from 'react';
import { RouterProvider } from 'react-router-dom';
import { AppProviders, PageLoader } from '@boatcare/shared-ui';
import { router } from './router.tsx';

export function App() {
  return (
    <AppProviders>
      <Suspense fallback={<PageLoader />}>
        <RouterProvider router={router} />
      </Suspense>
    </AppProviders>
  );
}
