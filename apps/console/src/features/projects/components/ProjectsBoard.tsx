import { useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { Box, Chip, IconButton, Link, Menu, MenuItem, Paper, Stack, Typography } from '@mui/material';
import MoreVert from '@mui/icons-material/MoreVert';
import { PROJECT_STATUSES, type Grants, type ProjectListItem, type ProjectStatus } from '@console/contract';
import { adminMove, adminMoves, type AdminMove } from '../moves.ts';
import { projectLink } from './ProjectsTable.tsx';
import { StatusChip } from './StatusChip.tsx';

export interface ProjectsBoardProps {
  rows: readonly ProjectListItem[];
  grants: Grants | null;
  /** A drop or a 'Mover para' choice the graph and the grants allow. */
  onMove: (project: ProjectListItem, move: AdminMove) => void;
}

const DRAG_TYPE = 'application/x-projeto';

function Card({
  project,
  grants,
  onMove,
  onDragStart,
}: {
  project: ProjectListItem;
  grants: Grants | null;
  onMove: ProjectsBoardProps['onMove'];
  onDragStart: () => void;
}) {
  const { t, i18n } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const moves = adminMoves(project.status, grants);
  return (
    <Paper
      component="li"
      variant="outlined"
      draggable={moves.length > 0}
      onDragStart={(event: DragEvent) => {
        event.dataTransfer.setData(DRAG_TYPE, String(project.id));
        event.dataTransfer.effectAllowed = 'move';
        onDragStart();
      }}
      sx={{ p: 1, listStyle: 'none', cursor: moves.length ? 'grab' : 'default' }}
    >
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'flex-start' }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Link
            component={RouterLink}
            to={projectLink(project.id)}
            relative="path"
            variant="body2"
            sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
          >
            {project.title}
          </Link>
          <Typography variant="caption" component="div" color="text.secondary">
            {project.proponent.name}
          </Typography>
          {project.assignee || project.stage ? (
            <Typography variant="caption" component="div">
              {[project.assignee?.name, project.stage].filter(Boolean).join(' · ')}
            </Typography>
          ) : null}
          <Stack direction="row" spacing={0.5} useFlexGap sx={{ mt: 0.5, flexWrap: 'wrap' }}>
            {project.score !== null ? (
              <Chip
                size="small"
                variant="outlined"
                label={t('projetos.projects.scoreValue', {
                  score: project.score.toLocaleString(i18n.language, { maximumFractionDigits: 1 }),
                })}
              />
            ) : null}
            {project.overdue ? <Chip size="small" color="error" label={t('projetos.projects.overdue')} /> : null}
          </Stack>
        </Box>
        {moves.length ? (
          <>
            <IconButton
              size="small"
              aria-label={t('projetos.board.moveNamed', { title: project.title })}
              aria-haspopup="menu"
              onClick={(event) => setAnchor(event.currentTarget)}
            >
              <MoreVert fontSize="small" />
            </IconButton>
            <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
              <MenuItem disabled divider>
                {t('projetos.board.moveTo')}
              </MenuItem>
              {moves.map((move) => (
                <MenuItem
                  key={move.to}
                  onClick={() => {
                    setAnchor(null);
                    onMove(project, move);
                  }}
                >
                  {t(`projetos.status.${move.to}`)}
                </MenuItem>
              ))}
            </Menu>
          </>
        ) : null}
      </Stack>
    </Paper>
  );
}

/**
 * A session's projects by status, one column per status. A card moves by drag and drop, or by its 'Mover para'
 * menu from the keyboard, only where the transition graph allows and the user holds the sub-tag; the columns it
 * may not go to refuse the drop.
 */
export function ProjectsBoard({ rows, grants, onMove }: ProjectsBoardProps) {
  const { t } = useTranslation();
  const [dragging, setDragging] = useState<ProjectListItem | null>(null);
  const [over, setOver] = useState<ProjectStatus | null>(null);
  const moveTo = (to: ProjectStatus) => (dragging ? adminMove(dragging.status, to, grants) : null);

  return (
    <Box
      sx={{
        display: 'grid',
        gridAutoFlow: 'column',
        gridAutoColumns: 'minmax(220px, 1fr)',
        gap: 1.5,
        overflowX: 'auto',
        pb: 1,
      }}
      onDragEnd={() => setDragging(null)}
    >
      {PROJECT_STATUSES.map((status) => {
        const cards = rows.filter((row) => row.status === status);
        const allowed = moveTo(status) !== null;
        return (
          <Paper
            key={status}
            component="section"
            aria-label={t(`projetos.status.${status}`)}
            variant="outlined"
            onDragOver={(event: DragEvent) => {
              if (!allowed) return;
              event.preventDefault();
              event.dataTransfer.dropEffect = 'move';
              setOver(status);
            }}
            onDragLeave={() => setOver((current) => (current === status ? null : current))}
            onDrop={(event: DragEvent) => {
              event.preventDefault();
              setOver(null);
              const move = moveTo(status);
              const project = dragging;
              setDragging(null);
              if (project && move) onMove(project, move);
            }}
            sx={{
              p: 1,
              minHeight: 200,
              bgcolor:
                over === status ? 'action.selected' : dragging && allowed ? 'action.hover' : 'background.default',
              borderStyle: dragging && allowed ? 'dashed' : 'solid',
              borderColor: dragging && allowed ? 'primary.main' : 'divider',
              opacity: dragging && !allowed && dragging.status !== status ? 0.6 : 1,
            }}
          >
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
              <StatusChip kind="project" status={status} />
              <Typography variant="caption" color="text.secondary">
                {cards.length}
              </Typography>
            </Stack>
            <Stack component="ul" spacing={1} sx={{ m: 0, p: 0 }}>
              {cards.map((project) => (
                <Card
                  key={project.id}
                  project={project}
                  grants={grants}
                  onMove={onMove}
                  onDragStart={() => setDragging(project)}
                />
              ))}
            </Stack>
          </Paper>
        );
      })}
    </Box>
  );
}
