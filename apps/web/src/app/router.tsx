import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter } from 'react-router';
import { AppLayout, PageLoading } from '#src/app/layout/app-layout';
import { cmsPageLoader } from '#src/app/routes/cms-page-loader';
import { HomeRoute } from '#src/app/routes/home-route';
import { NotFoundView } from '#src/app/routes/not-found';
import { RouteError } from '#src/app/shell/route-error';
import { withFeatureTexts } from '#src/lib/i18n';

/**
 * Spec §2 routes. The game page and CMS page load their code on demand. On a direct load their
 * hydrate fallback lets the layout render (and with it the session check the CMS loader waits
 * for) while the route's code and data load.
 */
export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter([
    {
      element: <AppLayout />,
      errorElement: <RouteError />,
      children: [
        { index: true, element: <HomeRoute /> },
        {
          path: 'games/:gameId',
          hydrateFallbackElement: <PageLoading />,
          lazy: async () => ({
            Component: (await withFeatureTexts(() => import('#src/app/routes/game-page'))).GamePage,
          }),
        },
        {
          path: 'pages/:pageSlug',
          loader: cmsPageLoader(queryClient),
          hydrateFallbackElement: <PageLoading />,
          lazy: async () => ({
            Component: (await withFeatureTexts(() => import('#src/app/routes/cms-page')))
              .CmsPageRoute,
          }),
          errorElement: <RouteError />,
        },
        { path: '*', element: <NotFoundView /> },
      ],
    },
  ]);
}
