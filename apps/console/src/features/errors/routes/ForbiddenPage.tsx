import { useTranslation } from 'react-i18next';
import { LOGOUT_ROUTE, clientById } from '@console/contract';
import { useSession } from '../../../lib/session.ts';
import { ErrorPage } from './ErrorPage.tsx';

/** /erros/%20 (SPEC.md §2): the 403 page, back to the active client's login route. */
export function ForbiddenPage() {
  const { t } = useTranslation();
  const { clientId } = useSession();
  const backTo = (clientId !== null && clientById(clientId)?.loginUrl) || LOGOUT_ROUTE;
  return <ErrorPage title={t('errors.forbiddenTitle')} message={t('errors.forbidden')} backTo={backTo} backLabel={t('errors.backToLogin')} />;
}
