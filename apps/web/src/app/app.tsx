import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { createAppRouter } from '#src/app/router';
import { AppErrorBoundary } from '#src/app/shell/error-boundary';
import { MaintenancePage } from '#src/app/shell/maintenance-page';
import { useFlag } from '#src/lib/feature-flags';
import { createQueryClient } from '#src/lib/query-client';

function Routes({ router }: { router: ReturnType<typeof createAppRouter> }) {
  const isMaintenance = useFlag('maintenance');
  return isMaintenance ? <MaintenancePage /> : <RouterProvider router={router} />;
}

/** Server state, feature flags included, lives in one query client under everything. */
export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() => createAppRouter(queryClient));
  return (
    <AppErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <Routes router={router} />
      </QueryClientProvider>
    </AppErrorBoundary>
  );
}
