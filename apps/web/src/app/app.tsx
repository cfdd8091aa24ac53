import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { createAppRouter } from '#src/app/router';
import { AppErrorBoundary } from '#src/app/shell/error-boundary';
import { MaintenancePage } from '#src/app/shell/maintenance-page';
import { FeatureFlagProvider, useFlag } from '#src/lib/feature-flags';
import { createQueryClient } from '#src/lib/query-client';

function Routes() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() => createAppRouter(queryClient));
  const isMaintenance = useFlag('maintenance');
  return (
    <QueryClientProvider client={queryClient}>
      {isMaintenance ? <MaintenancePage /> : <RouterProvider router={router} />}
    </QueryClientProvider>
  );
}

export function App() {
  return (
    <AppErrorBoundary>
      <FeatureFlagProvider>
        <Routes />
      </FeatureFlagProvider>
    </AppErrorBoundary>
  );
}
