import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import Add from '@mui/icons-material/Add';
import {
  addDays,
  clientDay,
  isAllowed,
  SESSION_STATUSES,
  type SessionCreateBody,
  type SessionStatus,
} from '@console/contract';
import { CreateDialog } from '../../../components/CreateDialog.tsx';
import type { EditModalValues } from '../../../components/EditModal.tsx';
import { PageNav } from '../../../components/PageNav.tsx';
import { ListStates } from '../../../components/ListStates.tsx';
import { SearchField } from '../../../components/SearchField.tsx';
import { useListController, useListResult } from '../../../lib/list-controller.ts';
import { useSession } from '../../../lib/session.ts';
import { useCreateSession, useSessions } from '../api/admin.ts';
import { AssignedToMe } from '../components/AssignedToMe.tsx';
import { SessionsTable } from '../components/SessionsTable.tsx';
import { projectListTexts } from '../list-texts.ts';

const FILTERS = ['status'];
const isStatus = (value: string | null): value is SessionStatus =>
  (SESSION_STATUSES as readonly (string | null)[]).includes(value);

/** A new session's defaults: a draft open for submissions from the client's today (São Paulo's, as the server checks it) for 30 days, reviewed within 60. */
export function newSessionBody(values: EditModalValues, today = clientDay(Date.now())): SessionCreateBody {
  const day = (offset: number) => addDays(today, offset);
  return {
    title: values.fields.title ?? '',
    banner: values.image,
    status: 'rascunho',
    submission_start: day(0),
    submission_end: day(30),
    review_deadline: day(60),
    criteria: [],
  };
}

/**
 * /projetos: the sessions (calls for proposals) with search and status in the URL; 'Criar uma sessão' asks for the
 * title and banner (SPEC.md §2.9), creates a draft with default dates and opens it to finish the configuration.
 */
export function SessionsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user } = useSession();
  const list = useListController({ paging: 'offset', filters: FILTERS });
  const rawStatus = list.get('status');
  const status = isStatus(rawStatus) ? rawStatus : undefined;
  const sessions = useSessions({ ...list.query, status });
  const result = useListResult(list, sessions);
  const create = useCreateSession();
  const [creating, setCreating] = useState(false);
  const mayCreate = isAllowed(user, 'projetos.criar');

  const save = async (values: EditModalValues) => {
    const session = await create.mutateAsync(newSessionBody(values));
    setCreating(false);
    void navigate(`sessoes/${session.id}`);
  };
  const createButton = (variant: 'contained' | 'outlined') =>
    mayCreate ? (
      <Button variant={variant} startIcon={<Add />} onClick={() => setCreating(true)}>
        {t('projetos.create.session')}
      </Button>
    ) : null;

  return (
    <Stack spacing={2} component="section" aria-labelledby="sessions-title">
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Typography id="sessions-title" variant="h4" component="h1">
          {t('projetos.sessions.title')}
        </Typography>
        {createButton('contained')}
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <SearchField label={t('projetos.sessions.search')} value={list.searchText} onChange={list.setSearchText} />
        <TextField
          select
          label={t('projetos.sessions.status')}
          value={status ?? ''}
          onChange={(event) => list.setFilter('status', event.target.value || null)}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: 200 }}
        >
          <MenuItem value="">{t('projetos.sessions.allStatuses')}</MenuItem>
          {SESSION_STATUSES.map((value) => (
            <MenuItem key={value} value={value}>
              {t(`projetos.sessionStatus.${value}`)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <ListStates result={result} texts={projectListTexts(t, 'sessions')} emptyAction={createButton('outlined')}>
        {(data) => (
          <>
            <SessionsTable rows={data.data} />
            <PageNav page={data} update={list.update} />
          </>
        )}
      </ListStates>
      <AssignedToMe />
      <CreateDialog open={creating} owner={null} onClose={() => setCreating(false)} onSave={save} />
    </Stack>
  );
}
