import { useLoaderData } from 'react-router';
import type { TCmsPageLoaderData } from '#src/app/routes/cms-page-loader';
import { CmsPageView } from '#src/features/cms/components/cms-page-view';

export function CmsPageRoute() {
  const page = useLoaderData<TCmsPageLoaderData>();
  return <CmsPageView page={page} />;
}
