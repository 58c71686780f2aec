import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import ArrowBack from '@mui/icons-material/ArrowBack';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Edit from '@mui/icons-material/Edit';
import FileDownload from '@mui/icons-material/FileDownload';
import { isAllowed } from '@console/contract';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { EditModal } from '../../../components/EditModal.tsx';
import { RetryAlert } from '../../../components/RetryAlert.tsx';
import { useToast } from '../../../components/toast.tsx';
import { ApiError, errorMessage } from '../../../lib/http.ts';
import { useSession } from '../../../lib/session.ts';
import { useDeleteSession, useExportSession, useProjectSession, useUpdateSession } from '../api/admin.ts';
import { SessionForm } from '../components/SessionForm.tsx';
import { SessionProjects } from '../components/SessionProjects.tsx';
import { StatusChip } from '../components/StatusChip.tsx';
import { formatDate } from '../../../lib/date.ts';

/**
 * /projetos/sessoes/:id: a session's title and banner (the edit modal in project mode), its configuration (dates,
 * rubric, status), its projects as a table or a board, the Excel export and the deletion.
 */
export function SessionPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const { user } = useSession();
  const { toast, showError } = useToast();
  const session = useProjectSession(id);
  const update = useUpdateSession();
  const remove = useDeleteSession();
  const exporting = useExportSession();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const may = (sub: string) => isAllowed(user, `projetos.${sub}`);

  const back = (
    <Box>
      <Button component={RouterLink} to="../.." relative="path" startIcon={<ArrowBack />}>
        {t('projetos.sessions.back')}
      </Button>
    </Box>
  );
  if (session.isError) {
    const missing = session.error instanceof ApiError && session.error.status === 404;
    return (
      <Stack spacing={2}>
        {back}
        <RetryAlert
          error={session.error}
          message={missing ? t('projetos.session.notFound') : undefined}
          retryLabel={t('projetos.retry')}
          onRetry={() => void session.refetch()}
        />
      </Stack>
    );
  }
  const data = session.data;
  if (!data) {
    return (
      <Stack spacing={2} aria-busy>
        {back}
        <Typography color="text.secondary">{t('projetos.loading')}</Typography>
      </Stack>
    );
  }

  const confirmDelete = () =>
    remove.mutate(id, {
      onSuccess: () => {
        toast({ kind: 'success', message: t('projetos.session.deleted', { title: data.title }) });
        void navigate('../..', { relative: 'path', replace: true });
      },
      onError: (error) => showError(errorMessage(error)),
      onSettled: () => setDeleting(false),
    });
  const download = () =>
    exporting.mutate(
      { id, format: 'xlsx' },
      {
        onSuccess: (file) =>
          toast({ kind: 'success', message: t('projetos.session.exported', { name: file.filename }) }),
        onError: (error) => showError(errorMessage(error)),
      },
    );

  return (
    <Stack spacing={3}>
      {back}
      <Stack spacing={2} component="section" aria-labelledby="session-title">
        {data.banner ? (
          <Box
            component="img"
            src={data.banner}
            alt=""
            sx={{ width: '100%', maxWidth: 880, aspectRatio: '110 / 33', objectFit: 'cover', borderRadius: 1 }}
          />
        ) : null}
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={2}
          sx={{ justifyContent: 'space-between', alignItems: { md: 'center' } }}
        >
          <Stack spacing={0.5}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography id="session-title" variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
                {data.title}
              </Typography>
              <StatusChip kind="session" status={data.status} size="medium" />
            </Stack>
            <Typography variant="body2" color="text.secondary">
              {t('projetos.session.summary', {
                start: formatDate(data.submission_start),
                end: formatDate(data.submission_end),
                review: formatDate(data.review_deadline),
              })}
            </Typography>
          </Stack>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {may('editar') ? (
              <Button variant="outlined" startIcon={<Edit />} onClick={() => setEditing(true)}>
                {t('projetos.session.editTitle')}
              </Button>
            ) : null}
            {may('exportar') ? (
              <Button variant="outlined" startIcon={<FileDownload />} disabled={exporting.isPending} onClick={download}>
                {exporting.isPending ? t('projetos.session.exporting') : t('projetos.session.export')}
              </Button>
            ) : null}
            {may('excluir') ? (
              <Button color="error" variant="outlined" startIcon={<DeleteOutline />} onClick={() => setDeleting(true)}>
                {t('projetos.session.delete')}
              </Button>
            ) : null}
          </Stack>
        </Stack>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
            {t('projetos.session.configuration')}
          </Typography>
          <SessionForm
            key={data.updated_at}
            session={data}
            readOnly={!may('editar')}
            onSave={(body) => update.mutateAsync({ id, body })}
          />
        </Paper>
      </Stack>
      <SessionProjects sessionId={id} />
      <EditModal
        open={editing}
        projectMode
        title={t('projetos.session.editTitle')}
        fields={[{ fieldName: 'title', fieldLabel: t('projetos.create.titleLabel') }]}
        initial={{ image: data.banner, fields: { title: data.title } }}
        onClose={() => setEditing(false)}
        onSave={async (values) => {
          await update.mutateAsync({ id, body: { title: values.fields.title, banner: values.image } });
          setEditing(false);
        }}
      />
      <ConfirmDialog
        open={deleting}
        danger
        busy={remove.isPending}
        title={t('projetos.session.deleteTitle')}
        text={t('projetos.session.deleteText', { title: data.title })}
        confirmLabel={t('projetos.session.delete')}
        cancelLabel={t('projetos.form.cancel')}
        onCancel={() => setDeleting(false)}
        onConfirm={confirmDelete}
      />
    </Stack>
  );
}
