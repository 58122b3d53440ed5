import { Suspense } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { AppProviders } from '@boatcare/shared-ui/core';
import { PaintedPage } from '../layout/PaintedFrame.tsx';

/** The browser's router, or the build's memory router when it prerenders a page. */
type Router = ReturnType<typeof createBrowserRouter>;

export function App({ router }: { router: Router }) {
  return (
    <AppProviders>
      <Suspense fallback={<PaintedPage />}>
        <RouterProvider router={router} />
      </Suspense>
    </AppProviders>
  );
}
