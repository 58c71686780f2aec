import { useTranslation } from 'react-i18next';
import {
  FormControlLabel,
  MenuItem,
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
import { ListStates } from '../../../components/ListStates.tsx';
import { SearchField } from '../../../components/SearchField.tsx';
import { useListController, useListResult } from '../../../lib/list-controller.ts';
import { useSession } from '../../../lib/session.ts';
import { useAdminProjects } from '../api/admin.ts';
import { ProjectsBoard } from './ProjectsBoard.tsx';
import { ProjectsTable } from './ProjectsTable.tsx';
import { useProjectMoves } from './useProjectMoves.tsx';
import { projectListTexts } from '../list-texts.ts';

/** The filters 'Limpar filtros' clears (the view stays). */
const FILTERS = ['status', 'mine', 'overdue'];

const isStatus = (value: string | null): value is ProjectStatus =>
  (PROJECT_STATUSES as readonly (string | null)[]).includes(value);

/**
 * A session's projects as a table (paged) or a board by status, with the status, "atribuídos a mim", "atrasados"
 * and search filters; the view and every filter live in the URL.
 */
export function SessionProjects({ sessionId }: { sessionId: number }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const list = useListController({ paging: 'offset', filters: FILTERS });
  const { get, refilter, setFilter } = list;
  const board = get('view') === 'quadro';
  const rawStatus = get('status');
  const status = isStatus(rawStatus) ? rawStatus : undefined;
  const mine = get('mine') === '1';
  const overdue = get('overdue') === '1';
  const { page, per_page, search } = list.query;
  // The board shows every status at once: one large page without the status filter.
  const projects = useAdminProjects({
    session_id: sessionId,
    search,
    mine,
    overdue,
    ...(board ? { page: 1, per_page: MAX_PER_PAGE } : { status, page, per_page }),
  });
  const result = useListResult(list, projects);
  const moves = useProjectMoves();

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
          onChange={(_event, value: string | null) => value && refilter({ view: value === 'quadro' ? 'quadro' : null })}
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
        <SearchField label={t('projetos.projects.search')} value={list.searchText} onChange={list.setSearchText} />
        {board ? null : (
          <TextField
            select
            label={t('projetos.projects.status')}
            value={status ?? ''}
            onChange={(event) => setFilter('status', event.target.value || null)}
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
          control={<Switch checked={mine} onChange={(event) => setFilter('mine', event.target.checked ? '1' : null)} />}
          label={t('projetos.projects.mine')}
        />
        <FormControlLabel
          control={
            <Switch checked={overdue} onChange={(event) => setFilter('overdue', event.target.checked ? '1' : null)} />
          }
          label={t('projetos.projects.overdueOnly')}
        />
      </Stack>
      <ListStates
        result={result}
        texts={projectListTexts(t, 'projects')}
        showEmpty={!board}
        busy={moves.busy}
        sx={board ? { p: 1 } : undefined}
      >
        {(data) =>
          board ? (
            <>
              {data.total > data.data.length ? (
                <Typography variant="body2" color="text.secondary" sx={{ p: 1 }}>
                  {t('projetos.board.partial', { shown: data.data.length, total: data.total })}
                </Typography>
              ) : null}
              <ProjectsBoard rows={data.data} grants={user} onMove={moves.start} />
            </>
          ) : (
            <>
              <ProjectsTable rows={data.data} />
              <PageNav page={data} update={list.update} />
            </>
          )
        }
      </ListStates>
      {moves.dialogs}
    </Stack>
  );
}
