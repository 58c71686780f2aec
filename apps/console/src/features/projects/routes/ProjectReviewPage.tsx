import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { isAllowed, REVIEWABLE_STATUSES, type Project } from '@console/contract';
import { RetryAlert } from '../../../components/RetryAlert.tsx';
import { useToast } from '../../../components/toast.tsx';
import { formatDateTime } from '../../../lib/date.ts';
import { ApiError } from '../../../lib/http.ts';
import { formatCurrency } from '../../../lib/locale.ts';
import { useSession } from '../../../lib/session.ts';
import { useAdminProject, useParecer } from '../api/admin.ts';
import { ParecerForm } from '../components/ParecerForm.tsx';
import { ProjectDetails } from '../components/ProjectDetails.tsx';
import { StatusChip } from '../components/StatusChip.tsx';
import { Timeline } from '../components/Timeline.tsx';
import { useProjectMoves } from '../components/useProjectMoves.tsx';
import { adminMove, type AdminMove } from '../moves.ts';

/** The label of a move's button: start or take back the analysis, forward, or answer with a decision. */
const moveLabel = (project: Project, move: AdminMove): string =>
  move.action === 'status'
    ? project.status === 'encaminhado'
      ? 'projetos.review.takeBack'
      : 'projetos.review.startAnalysis'
    : move.action === 'encaminhamento'
      ? 'projetos.review.forward'
      : `projetos.review.decide.${move.decision}`;

function Actions({ project }: { project: Project }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const moves = useProjectMoves();
  // The server's next_statuses decide; the user's sub-tags pick the form (what they may not do is hidden).
  const available = project.next_statuses
    .map((to) => adminMove(project.status, to, user))
    .filter((move): move is AdminMove => move !== null);
  if (!available.length) return null;
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ flexWrap: 'wrap' }}
      role="group"
      aria-label={t('projetos.review.actions')}
    >
      {available.map((move) => (
        <Button
          key={move.to}
          variant={move.action === 'devolutiva' ? 'outlined' : 'contained'}
          color={move.to === 'reprovado' ? 'error' : move.to === 'aprovado' ? 'success' : 'primary'}
          disabled={moves.busy}
          onClick={() => moves.start(project, move)}
        >
          {t(moveLabel(project, move))}
        </Button>
      ))}
      {moves.dialogs}
    </Stack>
  );
}

/**
 * /projetos/projeto/:id: a project under review: its data, attachments, team and proponent; the actions its
 * status and the user's sub-tags allow; the parecer with the rubric and the weighted total; the whole timeline.
 */
export function ProjectReviewPage() {
  const { t, i18n } = useTranslation();
  const id = Number(useParams().id);
  const { user } = useSession();
  const { toast } = useToast();
  const project = useAdminProject(id);
  const parecer = useParecer();

  const back = (sessionId?: number) => (
    <Box>
      <Button
        component={RouterLink}
        to={sessionId ? `../../sessoes/${sessionId}` : '../..'}
        relative="path"
        startIcon={<ArrowBack />}
      >
        {sessionId ? t('projetos.review.backToSession') : t('projetos.sessions.back')}
      </Button>
    </Box>
  );
  if (project.isError) {
    const missing = project.error instanceof ApiError && project.error.status === 404;
    return (
      <Stack spacing={2}>
        {back()}
        <RetryAlert
          error={project.error}
          message={missing ? t('projetos.review.notFound') : undefined}
          retryLabel={t('projetos.retry')}
          onRetry={() => void project.refetch()}
        />
      </Stack>
    );
  }
  const data = project.data;
  if (!data) {
    return (
      <Stack spacing={2} aria-busy>
        {back()}
        <Typography color="text.secondary">{t('projetos.loading')}</Typography>
      </Stack>
    );
  }
  const mayReview = isAllowed(user, 'projetos.parecer') && REVIEWABLE_STATUSES.includes(data.status);

  return (
    <Stack spacing={3} component="article" aria-labelledby="project-title">
      {back(data.session.id)}
      <Stack spacing={1}>
        <Typography variant="overline" color="text.secondary">
          {data.session.title}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography id="project-title" variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
            {data.title}
          </Typography>
          <StatusChip kind="project" status={data.status} size="medium" />
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {[
            t('projetos.review.by', { name: data.proponent.name }),
            formatCurrency(data.budget, i18n.language),
            data.score === null
              ? null
              : t('projetos.projects.scoreValue', {
                  score: data.score.toLocaleString(i18n.language, { maximumFractionDigits: 1 }),
                }),
            data.assignee ? t('projetos.timeline.assignee', { name: data.assignee.name }) : null,
            data.stage ? t('projetos.timeline.stage', { stage: data.stage }) : null,
            data.due_at
              ? t('projetos.timeline.deadline', { date: formatDateTime(data.due_at) }) +
                (data.overdue ? ` (${t('projetos.projects.overdue')})` : '')
              : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        </Typography>
        {data.devolutiva ? (
          <Typography variant="body2">
            {t('projetos.review.lastDevolutiva', {
              decision: t(`projetos.decision.${data.devolutiva.decision}`),
              date: formatDateTime(data.devolutiva.created_at),
            })}
          </Typography>
        ) : null}
        <Actions project={data} />
      </Stack>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: '3fr 2fr' }, gap: 3, alignItems: 'start' }}>
        <ProjectDetails project={data} />
        <Stack spacing={2}>
          {mayReview ? (
            <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="parecer-title">
              <Typography id="parecer-title" variant="h6" component="h2" sx={{ mb: 1 }}>
                {t('projetos.parecer.title')}
              </Typography>
              <ParecerForm
                key={data.id}
                criteria={data.criteria}
                onSubmit={async (body) => {
                  await parecer.mutateAsync({ id, body });
                  toast({ kind: 'success', message: t('projetos.parecer.saved') });
                }}
              />
            </Paper>
          ) : null}
          <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="timeline-title">
            <Typography id="timeline-title" variant="h6" component="h2" sx={{ mb: 1 }}>
              {t('projetos.timeline.title')}
            </Typography>
            <Timeline entries={data.timeline} criteria={data.criteria} />
          </Paper>
        </Stack>
      </Box>
    </Stack>
  );
}
