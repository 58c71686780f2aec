import { useTranslation } from 'react-i18next';
import {
  Box,
  Button,
  FormControlLabel,
  LinearProgress,
  MenuItem,
  Paper,
  Stack,
  Switch,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import TableRows from '@mui/icons-material/TableRows';
import ViewKanban from '@mui/icons-material/ViewKanban';
import { MAX_PER_PAGE, PROJECT_STATUSES, type ProjectStatus } from '@console/contract';
import { PageNav } from '../../../components/PageNav.tsx';
import { RetryAlert } from '../../../components/RetryAlert.tsx';
import { SearchField } from '../../../components/SearchField.tsx';
import { positiveParam, useDebouncedSearch, useLastPageFallback, useListParams } from '../../../lib/search-params.ts';
import { useSession } from '../../../lib/session.ts';
import { useAdminProjects } from '../api/admin.ts';
import { ProjectsBoard } from './ProjectsBoard.tsx';
import { ProjectsTable } from './ProjectsTable.tsx';
import { useProjectMoves } from './useProjectMoves.tsx';

const isStatus = (value: string | null): value is ProjectStatus =>
  (PROJECT_STATUSES as readonly (string | null)[]).includes(value);

/**
 * A session's projects as a table (paged) or a board by status, with the status, "atribuídos a mim", "atrasados"
 * and search filters; the view and every filter live in the URL.
 */
export function SessionProjects({ sessionId }: { sessionId: number }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const [params, update] = useListParams();
  const board = params.get('view') === 'quadro';
  const page = positiveParam(params.get('page'), 1);
  const perPage = Math.min(100, positiveParam(params.get('per_page'), 20));
  const search = params.get('search') ?? '';
  const rawStatus = params.get('status');
  const status = isStatus(rawStatus) ? rawStatus : undefined;
  const mine = params.get('mine') === '1';
  const overdue = params.get('overdue') === '1';
  const [searchText, setSearchText] = useDebouncedSearch(search, (value) =>
    update({ search: value.trim() || null, page: null }),
  );
  // The board shows every status at once: one large page without the status filter.
  const projects = useAdminProjects({
    session_id: sessionId,
    search: search || undefined,
    mine,
    overdue,
    ...(board ? { page: 1, per_page: MAX_PER_PAGE } : { status, page, per_page: perPage }),
  });
  const moves = useProjectMoves();
  const data = projects.data;
  const filtered = Boolean(search || status || mine || overdue);
  useLastPageFallback(board ? 1 : page, board ? undefined : data?.last_page, update);

  return (
    <Stack spacing={2} component="section" aria-labelledby="session-projects">
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Typography id="session-projects" variant="h5" component="h2">
          {t('projetos.projects.title')}
        </Typography>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={board ? 'quadro' : 'tabela'}
          onChange={(_event, value: string | null) =>
            value && update({ view: value === 'quadro' ? 'quadro' : null, page: null })
          }
          aria-label={t('projetos.projects.view')}
        >
          <ToggleButton value="tabela">
            <TableRows fontSize="small" sx={{ mr: 0.5 }} />
            {t('projetos.projects.table')}
          </ToggleButton>
          <ToggleButton value="quadro">
            <ViewKanban fontSize="small" sx={{ mr: 0.5 }} />
            {t('projetos.projects.board')}
          </ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
        <SearchField label={t('projetos.projects.search')} value={searchText} onChange={setSearchText} />
        {board ? null : (
          <TextField
            select
            label={t('projetos.projects.status')}
            value={status ?? ''}
            onChange={(event) => update({ status: event.target.value || null, page: null })}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            sx={{ minWidth: 200 }}
          >
            <MenuItem value="">{t('projetos.projects.allStatuses')}</MenuItem>
            {PROJECT_STATUSES.map((value) => (
              <MenuItem key={value} value={value}>
                {t(`projetos.status.${value}`)}
              </MenuItem>
            ))}
          </TextField>
        )}
        <FormControlLabel
          control={
            <Switch
              checked={mine}
              onChange={(event) => update({ mine: event.target.checked ? '1' : null, page: null })}
            />
          }
          label={t('projetos.projects.mine')}
        />
        <FormControlLabel
          control={
            <Switch
              checked={overdue}
              onChange={(event) => update({ overdue: event.target.checked ? '1' : null, page: null })}
            />
          }
          label={t('projetos.projects.overdueOnly')}
        />
      </Stack>
      <Paper variant="outlined" aria-busy={projects.isFetching || moves.busy} sx={board ? { p: 1 } : undefined}>
        {(projects.isFetching && data) || moves.busy ? <LinearProgress aria-label={t('projetos.loading')} /> : null}
        {projects.isError ? (
          <RetryAlert error={projects.error} retryLabel={t('projetos.retry')} onRetry={() => void projects.refetch()} />
        ) : data && data.data.length === 0 && !board ? (
          <Stack spacing={1.5} sx={{ p: 3, alignItems: 'flex-start' }}>
            <Typography>{filtered ? t('projetos.projects.noMatch') : t('projetos.projects.empty')}</Typography>
            {filtered ? (
              <Button
                variant="outlined"
                onClick={() => update({ search: null, status: null, mine: null, overdue: null, page: null })}
              >
                {t('projetos.clearFilters')}
              </Button>
            ) : null}
          </Stack>
        ) : data && board ? (
          <>
            {data.total > data.data.length ? (
              <Typography variant="body2" color="text.secondary" sx={{ p: 1 }}>
                {t('projetos.board.partial', { shown: data.data.length, total: data.total })}
              </Typography>
            ) : null}
            <ProjectsBoard rows={data.data} grants={user} onMove={moves.start} />
          </>
        ) : data ? (
          <>
            <ProjectsTable rows={data.data} />
            <PageNav page={data} update={update} />
          </>
        ) : (
          <Box sx={{ p: 3 }}>
            <Typography color="text.secondary">{t('projetos.loading')}</Typography>
          </Box>
        )}
      </Paper>
      {moves.dialogs}
    </Stack>
  );
}
