import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import {
  Chip,
  Link,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { formatMoney, type ProjectListItem } from '@console/contract';
import { PersonAvatar } from '../../../components/pickers/index.ts';
import { formatDateTime } from '../../../lib/date.ts';
import { StatusChip } from './StatusChip.tsx';

/** Where a project's review page is, from a session's page (/projetos/sessoes/:id). */
export const projectLink = (id: number) => `../../projeto/${id}`;

export interface ProjectsTableProps {
  rows: readonly ProjectListItem[];
  /** The table's name (default: the session's projects). */
  label?: string;
  /** Where a row's project page is, relative to the page showing the table. */
  linkOf?: (id: number) => string;
  /** A column naming each project's session, for lists that span sessions. */
  showSession?: boolean;
}

/** Projects: title, (session,) proponent, status, reviewer or stage, deadline (overdue marked), score, budget. */
export function ProjectsTable({ rows, label, linkOf = projectLink, showSession = false }: ProjectsTableProps) {
  const { t, i18n } = useTranslation();
  return (
    <TableContainer>
      <Table size="small" aria-label={label ?? t('projetos.projects.title')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('projetos.projects.name')}</TableCell>
            {showSession ? <TableCell>{t('projetos.projects.session')}</TableCell> : null}
            <TableCell>{t('projetos.projects.proponent')}</TableCell>
            <TableCell>{t('projetos.projects.status')}</TableCell>
            <TableCell>{t('projetos.projects.assignee')}</TableCell>
            <TableCell>{t('projetos.projects.dueAt')}</TableCell>
            <TableCell align="right">{t('projetos.projects.score')}</TableCell>
            <TableCell align="right">{t('projetos.projects.budget')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((project) => (
            <TableRow key={project.id} hover>
              <TableCell sx={{ overflowWrap: 'anywhere', minWidth: 150 }}>
                <Link component={RouterLink} to={linkOf(project.id)} relative="path" sx={{ fontWeight: 600 }}>
                  {project.title}
                </Link>
              </TableCell>
              {showSession ? (
                <TableCell sx={{ overflowWrap: 'anywhere', minWidth: 120 }}>{project.session.title}</TableCell>
              ) : null}
              <TableCell>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <PersonAvatar url={project.proponent.picture} size={28} />
                  <Typography variant="body2">{project.proponent.name}</Typography>
                </Stack>
              </TableCell>
              <TableCell>
                <StatusChip kind="project" status={project.status} />
              </TableCell>
              <TableCell>
                <Typography variant="body2">{project.assignee?.name ?? '—'}</Typography>
                {project.stage ? (
                  <Typography variant="caption" color="text.secondary">
                    {project.stage}
                  </Typography>
                ) : null}
              </TableCell>
              <TableCell>
                <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
                  {project.due_at ? formatDateTime(project.due_at) : '—'}
                </Typography>
                {project.overdue ? <Chip size="small" color="error" label={t('projetos.projects.overdue')} /> : null}
              </TableCell>
              <TableCell align="right">
                {project.score === null
                  ? '—'
                  : project.score.toLocaleString(i18n.language, { maximumFractionDigits: 1 })}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {formatMoney(project.budget)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
