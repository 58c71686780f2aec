import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router';
import { Alert, Breadcrumbs, Button, Link, Paper, Stack, Typography } from '@mui/material';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import { EDITABLE_STATUSES, type Project } from '@console/contract';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { RetryAlert } from '../../../components/RetryAlert.tsx';
import { useToast } from '../../../components/toast.tsx';
import { formatDate, formatDateTime } from '../../../lib/date.ts';
import { ApiError, errorDetail } from '../../../lib/http.ts';
import {
  useCreateProject,
  useDeleteProject,
  useMemberSessions,
  useMyProject,
  useProponentData,
  useSubmitProject,
  useUpdateProject,
} from '../api/member.ts';
import { DevolutivaNotice } from '../components/member/DevolutivaNotice.tsx';
import { ProjectDetails } from '../components/member/ProjectDetails.tsx';
import { ProjectForm } from '../components/member/ProjectForm.tsx';
import { projectValues } from '../components/member/project-values.ts';
import { StatusChip } from '../components/StatusChip.tsx';
import { Timeline } from '../components/Timeline.tsx';

/** The trail back to the member's projects and the page's heading. */
function Heading({ title, children }: { title: string; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={1}>
      <Breadcrumbs aria-label={t('projetos.member.breadcrumbs')}>
        <Link component={RouterLink} to=".." relative="path">
          {t('menu.propostas')}
        </Link>
        <Typography color="text.primary" sx={{ overflowWrap: 'anywhere' }}>
          {title}
        </Typography>
      </Breadcrumbs>
      <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
        {title}
      </Typography>
      {children}
    </Stack>
  );
}

/** Before sending: the proponent data every project needs, with the way to fill them in. */
function ProponentReminder() {
  const { t } = useTranslation();
  const data = useProponentData();
  if (data.data !== null) return null;
  return (
    <Alert severity="info">
      {t('projetos.member.proponent.beforeSending')}{' '}
      <Link component={RouterLink} to="../dados" relative="path">
        {t('projetos.member.proponent.fill')}
      </Link>
    </Alert>
  );
}

function ProjectView({ project }: { project: Project }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { toast, showError } = useToast();
  const update = useUpdateProject();
  const submit = useSubmitProject();
  const remove = useDeleteProject();
  const [deleting, setDeleting] = useState(false);
  const editable = EDITABLE_STATUSES.includes(project.status);

  const confirmDelete = async () => {
    try {
      await remove.mutateAsync(project.id);
      toast({ kind: 'success', message: t('projetos.member.delete.done') });
      await navigate('..', { relative: 'path' });
    } catch (error) {
      showError(errorDetail(error));
    } finally {
      setDeleting(false);
    }
  };

  return (
    <Stack spacing={2}>
      <Heading title={project.title}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <StatusChip kind="project" status={project.status} size="medium" />
          <Typography variant="body2" color="text.secondary">
            {t('projetos.member.project.session', { title: project.session.title })}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            ·{' '}
            {project.submitted_at
              ? t('projetos.member.project.submittedAt', { date: formatDateTime(project.submitted_at) })
              : t('projetos.member.project.updatedAt', { date: formatDateTime(project.updated_at) })}
          </Typography>
        </Stack>
      </Heading>
      {project.devolutiva ? <DevolutivaNotice devolutiva={project.devolutiva} status={project.status} /> : null}
      {editable ? (
        <>
          <ProponentReminder />
          <ProjectForm
            key={project.id}
            defaultValues={projectValues(project)}
            save={(body) => update.mutateAsync({ id: project.id, body })}
            send={{
              resubmit: project.status === 'devolvido_para_ajustes',
              submit: () => submit.mutateAsync(project.id),
            }}
            extraAction={
              project.status === 'rascunho' ? (
                <Button color="error" startIcon={<DeleteOutline />} onClick={() => setDeleting(true)}>
                  {t('projetos.member.delete.action')}
                </Button>
              ) : null
            }
          />
        </>
      ) : (
        <>
          <Alert severity="info">{t('projetos.member.project.readOnly')}</Alert>
          <ProjectDetails project={project} />
        </>
      )}
      <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="project-timeline-title">
        <Typography id="project-timeline-title" variant="h6" component="h2" sx={{ mb: 2 }}>
          {t('projetos.timeline.title')}
        </Typography>
        <Timeline entries={project.timeline} criteria={project.criteria} />
      </Paper>
      <ConfirmDialog
        open={deleting}
        title={t('projetos.member.delete.title', { title: project.title })}
        text={t('projetos.member.delete.text')}
        confirmLabel={t('projetos.member.delete.confirm')}
        cancelLabel={t('projetos.member.send.cancel')}
        danger
        busy={remove.isPending}
        onCancel={() => setDeleting(false)}
        onConfirm={() => void confirmDelete()}
      />
    </Stack>
  );
}

/** /meus-projetos/:id: the member's project, editable in rascunho or after a devolutiva asking for changes, with its timeline. */
export function MemberProjectPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const projectId = Number(id);
  const valid = Number.isInteger(projectId) && projectId > 0;
  const project = useMyProject(projectId, valid);
  if (!valid || (project.error instanceof ApiError && project.error.status === 404)) {
    return (
      <Stack spacing={2}>
        <Heading title={t('projetos.member.project.notFoundTitle')} />
        <Alert severity="warning">{t('projetos.member.project.notFound')}</Alert>
      </Stack>
    );
  }
  if (project.isError)
    return (
      <RetryAlert
        error={project.error}
        retryLabel={t('projetos.member.retry')}
        onRetry={() => void project.refetch()}
      />
    );
  if (!project.data) return <Typography color="text.secondary">{t('projetos.member.loading')}</Typography>;
  return <ProjectView project={project.data} />;
}

/** /meus-projetos/novo?sessao={id}&titulo=...: a new project in an open session (after 'Criar projeto'), saved as a draft. */
export function NewProjectPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const sessionId = Number(params.get('sessao'));
  const sessions = useMemberSessions();
  const create = useCreateProject();
  const session = sessions.data?.find((s) => s.id === sessionId);
  const title = t('projetos.member.newTitle');
  if (sessions.isError)
    return (
      <RetryAlert
        error={sessions.error}
        retryLabel={t('projetos.member.retry')}
        onRetry={() => void sessions.refetch()}
      />
    );
  if (!sessions.data) return <Typography color="text.secondary">{t('projetos.member.loading')}</Typography>;
  if (!session || session.status !== 'aberta') {
    return (
      <Stack spacing={2}>
        <Heading title={title} />
        <Alert severity="warning">{t('projetos.member.sessions.notOpen')}</Alert>
      </Stack>
    );
  }
  return (
    <Stack spacing={2}>
      <Heading title={title}>
        <Typography variant="body2" color="text.secondary">
          {t('projetos.member.project.session', { title: session.title })} ·{' '}
          {t('projetos.member.sessions.period', {
            start: formatDate(session.submission_start),
            end: formatDate(session.submission_end),
          })}
        </Typography>
      </Heading>
      <Alert severity="info">{t('projetos.member.newHint')}</Alert>
      <ProjectForm
        defaultValues={projectValues(null, params.get('titulo') ?? '')}
        save={(body) => create.mutateAsync({ ...body, session_id: session.id })}
        onSaved={(saved, release) => {
          release();
          void navigate(`../${saved.id}`, { relative: 'path', replace: true });
        }}
      />
    </Stack>
  );
}
