import { Suspense } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { Toaster } from '../components/ui/toaster';
import { queryClient } from '../lib/query-client';

/**
 * Providers for the signed-in areas only (portal, verification, admin, diagnostics). This
 * module is a lazy chunk, so public pages never download TanStack Query or Radix Toast.
 */
export default function AppLayout() {
  return (
    <QueryClientProvider client={queryClient}>
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
      <Toaster />
    </QueryClientProvider>
  );
}

function PageLoading() {
  return (
    <div className="flex min-h-[50vh] items-center justify-center" role="status">
      <span className="text-sm text-muted-foreground">Loading…</span>
    </div>
  );
}
