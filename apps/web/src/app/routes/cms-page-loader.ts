import type { QueryClient } from '@tanstack/react-query';
import i18next from 'i18next';
import { data, type LoaderFunctionArgs } from 'react-router';
import { getCmsDetailQueryOptions } from '#src/features/cms/api/get-cms-detail';
import { ApiError } from '#src/lib/api-client';
import { waitForAuthResolved } from '#src/stores/auth-status';

/** Spec §2: wait for the auth state, then fetch the page; no data is Not Found. */
export function cmsPageLoader(queryClient: QueryClient) {
  return async ({ params }: LoaderFunctionArgs) => {
    const slug = params.pageSlug ?? '';
    await waitForAuthResolved();
    try {
      return await queryClient.ensureQueryData(getCmsDetailQueryOptions(slug));
    } catch (error) {
      if (error instanceof ApiError && error.status < 500) {
        // React Router turns a thrown 404 response into the route's error view (Not Found).
        // eslint-disable-next-line @typescript-eslint/only-throw-error
        throw data(i18next.t('cms.notFound'), { status: 404 });
      }
      throw error;
    }
  };
}

export type TCmsPageLoaderData = Awaited<ReturnType<ReturnType<typeof cmsPageLoader>>>;
