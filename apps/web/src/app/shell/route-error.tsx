import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorFallbackPortal, reportUiError } from '#src/app/shell/error-boundary';
import { NotFoundView } from '#src/app/routes/not-found';

/** Router-level errors: 404s render Not Found, anything else the full-page fallback. */
export function RouteError() {
  const error = useRouteError();
  const isNotFound = isRouteErrorResponse(error) && error.status === 404;
  useEffect(() => {
    if (!isNotFound) reportUiError(error);
  }, [error, isNotFound]);
  return isNotFound ? <NotFoundView /> : <ErrorFallbackPortal />;
}
