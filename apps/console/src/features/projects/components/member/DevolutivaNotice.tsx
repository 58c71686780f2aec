import { useTranslation } from 'react-i18next';
import { Alert, AlertTitle, Typography, type AlertColor } from '@mui/material';
import type { Decision, Project } from '@console/contract';
import { formatDateTime } from '../../../../lib/date.ts';

const SEVERITY: Record<Decision, AlertColor> = { ajustes: 'warning', aprovado: 'success', reprovado: 'error' };

/**
 * The last devolutiva, shown above the project: what the reviewers decided and their message to the proponent. When
 * they asked for changes, the message reads as "O que ajustar" and the project is editable again until resent.
 */
export function DevolutivaNotice({
  devolutiva,
  status,
}: {
  devolutiva: NonNullable<Project['devolutiva']>;
  status: Project['status'];
}) {
  const { t } = useTranslation();
  // A devolutiva asking for changes is answered once the project is resent; it then stays in the timeline only.
  const pending = devolutiva.decision === 'ajustes' && status === 'devolvido_para_ajustes';
  if (devolutiva.decision === 'ajustes' && !pending) return null;
  return (
    <Alert
      severity={SEVERITY[devolutiva.decision]}
      variant={pending ? 'filled' : 'standard'}
      role="region"
      aria-label={t('projetos.member.devolutiva.label')}
    >
      <AlertTitle>{t(`projetos.member.devolutiva.title.${devolutiva.decision}`)}</AlertTitle>
      {pending ? (
        <Typography variant="subtitle2" component="h2" sx={{ mt: 1 }}>
          {t('projetos.member.devolutiva.whatToChange')}
        </Typography>
      ) : null}
      <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {devolutiva.text}
      </Typography>
      <Typography variant="caption" component="p" sx={{ mt: 1, opacity: 0.85 }}>
        {t('projetos.member.devolutiva.at', { date: formatDateTime(devolutiva.created_at) })}
        {pending ? ` ${t('projetos.member.devolutiva.resendHint')}` : ''}
      </Typography>
    </Alert>
  );
}
