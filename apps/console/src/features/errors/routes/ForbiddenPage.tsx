import { useTranslation } from 'react-i18next';
import { LOGOUT_ROUTE } from '@console/contract';
import { useClientEntry } from '../../../lib/client-lookup.ts';
import { useSession } from '../../../lib/session.ts';
import { ErrorPage } from './ErrorPage.tsx';

/**
 * /erros/%20 (SPEC.md §2): the 403 page. Signed in, it sits inside the shell and leads to the home page; signed
 * out, back to the active client's login route.
 */
export function ForbiddenPage({ signedIn = false }: { signedIn?: boolean }) {
  const { t } = useTranslation();
  const { clientId } = useSession();
  // The fixed clients at once; one created at run time through the lookup.
  const client = useClientEntry(signedIn ? null : clientId);
  if (signedIn) {
    return (
      <ErrorPage
        embedded
        title={t('errors.forbiddenTitle')}
        message={t('errors.forbidden')}
        backTo="/"
        backLabel={t('errors.backHome')}
      />
    );
  }
  const backTo = client?.loginUrl ?? LOGOUT_ROUTE;
  return (
    <ErrorPage
      title={t('errors.forbiddenTitle')}
      message={t('errors.forbidden')}
      backTo={backTo}
      backLabel={t('errors.backToLogin')}
    />
  );
}
