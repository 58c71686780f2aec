import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorPage, NotFoundPage } from '../features/errors/routes/ErrorPage.tsx';
import { errorMessage } from '../lib/http.ts';

/** A route that failed: 404 responses show the not-found page, anything else its message. */
export function RouteError({ embedded = false }: { embedded?: boolean }) {
  const { t } = useTranslation();
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage embedded={embedded} />;
  return (
    <ErrorPage
      embedded={embedded}
      title={t('errors.title')}
      message={errorMessage(error)}
      backTo="/"
      backLabel={t('errors.backHome')}
    />
  );
}

export const PageError = () => <RouteError embedded />;
