import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { clientById } from '@console/contract';
import { ModuleLanding } from '../../../components/ModuleLanding.tsx';
import { useSession } from '../../../lib/session.ts';

/** /relatorios/:clientId: the reports area of a client. */
export function ReportsPage() {
  const { t } = useTranslation();
  const { clientId = '' } = useParams();
  const { user } = useSession();
  const name = clientById(Number(clientId))?.name ?? clientId;
  return <ModuleLanding tag="relatorios" user={user} extra={t('landing.client', { client: name })} />;
}
