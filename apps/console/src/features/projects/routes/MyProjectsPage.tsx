import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import {
  Alert,
  Box,
  Button,
  Chip,
  Grid,
  Link,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import BadgeOutlined from '@mui/icons-material/BadgeOutlined';
import ReportProblemOutlined from '@mui/icons-material/ReportProblemOutlined';
import type { MemberSession, ProjectListItem } from '@console/contract';
import { CreateDialog } from '../../../components/CreateDialog.tsx';
import { PageNav } from '../../../components/PageNav.tsx';
import { RetryAlert } from '../../../components/RetryAlert.tsx';
import { formatDateTime } from '../../../lib/date.ts';
import { PER_PAGE_OPTIONS, useListController, useListResult } from '../../../lib/list-controller.ts';
import { useMemberSessions, useMyProjects, useProponentData } from '../api/member.ts';
import { SessionPickerCard } from '../components/member/SessionPickerCard.tsx';
import { StatusChip } from '../components/StatusChip.tsx';

function ProjectsTable({ rows }: { rows: ProjectListItem[] }) {
  const { t } = useTranslation();
  return (
    <TableContainer>
      <Table size="small" aria-label={t('projetos.member.list.title')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('projetos.member.list.project')}</TableCell>
            <TableCell>{t('projetos.member.list.session')}</TableCell>
            <TableCell>{t('projetos.member.list.status')}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{t('projetos.member.list.updated')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((project) => (
            <TableRow key={project.id} hover>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>
                <Link component={RouterLink} to={String(project.id)}>
                  {project.title}
                </Link>
              </TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{project.session.title}</TableCell>
              <TableCell>
                <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
                  <StatusChip kind="project" status={project.status} />
                  {project.status === 'devolvido_para_ajustes' ? (
                    <Chip
                      size="small"
                      color="warning"
                      variant="outlined"
                      icon={<ReportProblemOutlined />}
                      label={t('projetos.member.list.changesAsked')}
                    />
                  ) : null}
                </Stack>
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <time dateTime={project.updated_at}>{formatDateTime(project.updated_at)}</time>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function MyProjects() {
  const { t } = useTranslation();
  const list = useListController({ paging: 'offset' });
  const projects = useMyProjects({ page: list.page, per_page: list.perPage });
  const { data } = useListResult(list, projects);
  return (
    <Paper variant="outlined" component="section" aria-labelledby="my-projects-title" sx={{ p: 2 }}>
      <Typography id="my-projects-title" variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('projetos.member.list.title')}
      </Typography>
      {projects.isError ? (
        <RetryAlert
          error={projects.error}
          retryLabel={t('projetos.member.retry')}
          onRetry={() => void projects.refetch()}
        />
      ) : !data ? (
        <Typography color="text.secondary">{t('projetos.member.loading')}</Typography>
      ) : data.total === 0 ? (
        <Typography color="text.secondary">{t('projetos.member.list.empty')}</Typography>
      ) : (
        <>
          <ProjectsTable rows={data.data} />
          {data.total > PER_PAGE_OPTIONS[0] ? <PageNav page={data} update={list.update} /> : null}
        </>
      )}
    </Paper>
  );
}

function OpenSessions({ onCreate }: { onCreate: (session: MemberSession) => void }) {
  const { t } = useTranslation();
  const sessions = useMemberSessions();
  const open = sessions.data?.filter((s) => s.status === 'aberta') ?? [];
  return (
    <Box component="section" aria-labelledby="open-sessions-title">
      <Typography id="open-sessions-title" variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('projetos.member.sessions.title')}
      </Typography>
      {sessions.isError ? (
        <RetryAlert
          error={sessions.error}
          retryLabel={t('projetos.member.retry')}
          onRetry={() => void sessions.refetch()}
        />
      ) : !sessions.data ? (
        <Typography color="text.secondary">{t('projetos.member.loading')}</Typography>
      ) : open.length === 0 ? (
        <Typography color="text.secondary">{t('projetos.member.sessions.empty')}</Typography>
      ) : (
        <Grid container spacing={2}>
          {open.map((session) => (
            <Grid key={session.id} size={{ xs: 12, md: 6, lg: 4 }}>
              <SessionPickerCard session={session} onCreate={onCreate} />
            </Grid>
          ))}
        </Grid>
      )}
    </Box>
  );
}

/** /meus-projetos: the member's projects and the open sessions they can propose into ('Criar projeto', then the form). */
export function MyProjectsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const proponent = useProponentData();
  const [owner, setOwner] = useState<MemberSession | null>(null);
  return (
    <Stack spacing={3}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Box>
          <Typography variant="h4" component="h1">
            {t('menu.propostas')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('description.propostas')}
          </Typography>
        </Box>
        <Button component={RouterLink} to="dados" variant="outlined" startIcon={<BadgeOutlined />}>
          {t('projetos.member.data.title')}
        </Button>
      </Stack>
      {proponent.data === null ? (
        <Alert severity="info">
          {t('projetos.member.proponent.beforeSending')}{' '}
          <Link component={RouterLink} to="dados">
            {t('projetos.member.proponent.fill')}
          </Link>
        </Alert>
      ) : null}
      <MyProjects />
      <OpenSessions onCreate={setOwner} />
      <CreateDialog
        open={owner !== null}
        owner={owner}
        banner={false}
        onClose={() => setOwner(null)}
        onSave={async ({ fields }) => {
          if (!owner) return;
          const search = new URLSearchParams({ sessao: String(owner.id), titulo: fields.title ?? '' });
          setOwner(null);
          await navigate(`novo?${search.toString()}`);
        }}
      />
    </Stack>
  );
}
