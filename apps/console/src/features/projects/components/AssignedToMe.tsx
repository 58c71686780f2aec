import { useTranslation } from 'react-i18next';
import { LinearProgress, Paper, Stack, Typography } from '@mui/material';
import { RetryAlert } from '../../../components/RetryAlert.tsx';
import { useAdminProjects } from '../api/admin.ts';
import { ProjectsTable } from './ProjectsTable.tsx';

/** How many of one's projects the sessions page lists, nearest deadline first. */
const QUEUE_SIZE = 10;

/**
 * A reviewer's queue on /projetos: the projects assigned to the signed-in person in every session, nearest deadline
 * first (overdue ones marked), so forwarded work is found without opening each session.
 */
export function AssignedToMe() {
  const { t } = useTranslation();
  const queue = useAdminProjects({ mine: true, sort: 'due_at', page: 1, per_page: QUEUE_SIZE });
  const data = queue.data;
  return (
    <Stack spacing={1} component="section" aria-labelledby="assigned-to-me">
      <Typography id="assigned-to-me" variant="h5" component="h2">
        {t('projetos.queue.title')}
      </Typography>
      <Paper variant="outlined" aria-busy={queue.isFetching}>
        {queue.isFetching && data ? <LinearProgress aria-label={t('projetos.loading')} /> : null}
        {queue.isError ? (
          <RetryAlert error={queue.error} retryLabel={t('projetos.retry')} onRetry={() => void queue.refetch()} />
        ) : !data ? (
          <Typography color="text.secondary" sx={{ p: 3 }}>
            {t('projetos.loading')}
          </Typography>
        ) : data.data.length === 0 ? (
          <Typography sx={{ p: 3 }}>{t('projetos.queue.empty')}</Typography>
        ) : (
          <>
            <ProjectsTable
              rows={data.data}
              label={t('projetos.queue.title')}
              linkOf={(id) => `projeto/${id}`}
              showSession
            />
            {data.total > data.data.length ? (
              <Typography variant="body2" color="text.secondary" sx={{ p: 1.5 }}>
                {t('projetos.queue.more', { shown: data.data.length, total: data.total })}
              </Typography>
            ) : null}
          </>
        )}
      </Paper>
    </Stack>
  );
}
