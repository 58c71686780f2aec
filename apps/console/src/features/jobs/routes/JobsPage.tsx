import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { JOB_STATUSES, JOBS_MANAGE, isAllowed, type JobItem, type JobStatus } from '@console/contract';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { ListStates } from '../../../components/ListStates.tsx';
import { PageNav } from '../../../components/PageNav.tsx';
import { useToast } from '../../../components/toast.tsx';
import { useListController, useListResult } from '../../../lib/list-controller.ts';
import { useSession } from '../../../lib/session.ts';
import { useJobAction, useJobs } from '../api/jobs.ts';
import { DigestSwitch } from '../components/DigestSwitch.tsx';
import { JobsTable, useKindLabel } from '../components/JobsTable.tsx';

const FILTERS = ['status', 'kind'];
const statusOf = (value: string | null): JobStatus | undefined =>
  (JOB_STATUSES as readonly string[]).includes(value ?? '') ? (value as JobStatus) : undefined;

/**
 * /tarefas-agendadas: the job queue as a client's administrators see it (issue 29): what waits for its time, runs,
 * failed with its error, and the retry and cancel of those who manage it. The list follows the queue as it moves.
 */
export function JobsPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const { toast, showError } = useToast();
  const kindLabel = useKindLabel();
  const list = useListController({ paging: 'offset', filters: FILTERS });
  const status = statusOf(list.get('status'));
  const kind = list.get('kind') || undefined;
  const { search: _search, ...paging } = list.query;
  const jobs = useJobs({ ...paging, status, kind });
  const result = useListResult(list, jobs);
  const action = useJobAction();
  const [cancelling, setCancelling] = useState<JobItem | null>(null);
  const manage = isAllowed(user, JOBS_MANAGE);

  const run = (job: JobItem, name: 'retry' | 'cancel') =>
    action.mutate(
      { id: job.id, action: name },
      {
        onSuccess: () => toast({ kind: 'success', message: t(`jobs.${name}Done`, { id: job.id }) }),
        onError: (error) => showError(error instanceof Error ? error.message : String(error)),
        onSettled: () => setCancelling(null),
      },
    );

  return (
    <Stack spacing={2} component="section" aria-labelledby="jobs-title">
      <Box>
        <Typography id="jobs-title" variant="h4" component="h1">
          {t('jobs.title')}
        </Typography>
        <Typography color="text.secondary">{t('jobs.subtitle')}</Typography>
      </Box>
      <DigestSwitch />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          select
          label={t('jobs.statusLabel')}
          value={status ?? ''}
          onChange={(event) => list.setFilter('status', event.target.value || null)}
          sx={{ minWidth: 200 }}
        >
          <MenuItem value="">{t('jobs.allStatuses')}</MenuItem>
          {JOB_STATUSES.map((value) => (
            <MenuItem key={value} value={value}>
              {t(`jobs.status.${value}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label={t('jobs.kind')}
          value={kind ?? ''}
          onChange={(event) => list.setFilter('kind', event.target.value || null)}
          sx={{ minWidth: 240 }}
        >
          <MenuItem value="">{t('jobs.allKinds')}</MenuItem>
          {(jobs.data?.kinds ?? (kind ? [kind] : [])).map((value) => (
            <MenuItem key={value} value={value}>
              {kindLabel(value)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <ListStates
        result={result}
        texts={{ loading: t('jobs.loading'), empty: t('jobs.empty'), noMatch: t('jobs.noMatch') }}
      >
        {(data) => (
          <>
            <JobsTable
              rows={data.data}
              manage={manage}
              busyId={action.isPending ? (action.variables?.id ?? null) : null}
              onRetry={(job) => run(job, 'retry')}
              onCancel={setCancelling}
            />
            <PageNav page={data} update={list.update} />
          </>
        )}
      </ListStates>
      <ConfirmDialog
        open={cancelling !== null}
        title={t('jobs.cancelTitle')}
        text={cancelling ? t('jobs.cancelText', { kind: kindLabel(cancelling.kind), id: cancelling.id }) : ''}
        confirmLabel={t('jobs.cancel')}
        cancelLabel={t('jobs.keep')}
        danger
        busy={action.isPending}
        onCancel={() => setCancelling(null)}
        onConfirm={() => cancelling && run(cancelling, 'cancel')}
      />
    </Stack>
  );
}
