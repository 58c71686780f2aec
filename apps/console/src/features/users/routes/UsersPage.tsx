import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { Box, Button, Stack, Typography } from '@mui/material';
import PersonAdd from '@mui/icons-material/PersonAdd';
import PersonSearch from '@mui/icons-material/PersonSearch';
import Tune from '@mui/icons-material/Tune';
import UploadFile from '@mui/icons-material/UploadFile';
import { isAllowed, type UserListItem } from '@console/contract';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { ExportButton } from '../../../components/ExportButton.tsx';
import { KeysetPagination } from '../../../components/KeysetPagination.tsx';
import { OptionFilter } from '../../../components/OptionFilter.tsx';
import { SelectDialog } from '../../../components/pickers/SelectDialog.tsx';
import { ListStates } from '../../../components/ListStates.tsx';
import { SearchField } from '../../../components/SearchField.tsx';
import { useToast } from '../../../components/toast.tsx';
import { errorDetail } from '../../../lib/http.ts';
import { optionalId, useListController, useListResult } from '../../../lib/list-controller.ts';
import { useSession } from '../../../lib/session.ts';
import { userPickerItem } from '../../../lib/user-search.ts';
import { useUserForm } from '../api/user-form.ts';
import { searchUsers, useDeleteUser, useUsers } from '../api/users.ts';
import { UsersTable } from '../components/UsersTable.tsx';
import { optionsOf } from '../form/definition.ts';
import { listReturnState } from '../list-return.ts';
import { PickFilter } from '../../../components/pickers/PickFilter.tsx';
import { rowItem, rowName, searchRows } from '../../../components/pickers/collection-rows.ts';
import { USER_LINKS } from '../form/links.ts';

/** The list filters whose options come from the user form's select fields. */
const FILTERS = [
  { key: 'group_id', param: 'group', label: 'users.group' },
  { key: 'regional_id', param: 'regional', label: 'users.regional' },
] as const;
const FILTER_PARAMS = [...FILTERS.map(({ param }) => param), ...USER_LINKS.map(({ key }) => key)];

/** /usuarios: the client's users, paged by keyset cursors on the server; page, filters and search live in the URL. */
export function UsersPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const { toast, showError } = useToast();
  const navigate = useNavigate();
  const { search: listSearch } = useLocation();
  const list = useListController({ paging: 'keyset', filters: FILTER_PARAMS });
  const { params, search, refilter } = list;
  const group = optionalId(params.get('group'));
  const regional = optionalId(params.get('regional'));
  const links = { unidade_id: optionalId(params.get('unidade_id')), cargo_id: optionalId(params.get('cargo_id')) };

  const users = useUsers({ ...list.query, group, regional, ...links });
  const result = useListResult(list, users);
  const form = useUserForm();
  const remove = useDeleteUser();
  const canCreate = isAllowed(user, 'usuarios.criar');
  const canEdit = isAllowed(user, 'usuarios.editar');
  const canDelete = isAllowed(user, 'usuarios.excluir');
  const canPermissions = isAllowed(user, 'permissoes');
  const canFields = isAllowed(user, 'usuarios.formulario');
  const canImport = isAllowed(user, 'usuarios.importar');
  const [deleting, setDeleting] = useState<UserListItem | null>(null);
  const [finding, setFinding] = useState(false);

  const confirmDelete = (target: UserListItem) =>
    remove.mutate(target.user_id, {
      onSuccess: () => {
        setDeleting(null);
        toast({ kind: 'success', message: t('users.deleted', { name: target.user_info.user_name }) });
      },
      onError: (error) => showError(errorDetail(error)),
    });

  return (
    <Stack spacing={2} component="section" aria-labelledby="users-title">
      {/* Both rows wrap (WCAG 1.4.10 reflow): at 320 px or 200% zoom the buttons go to the next line, whole. */}
      <Stack direction="row" useFlexGap flexWrap="wrap" spacing={2} justifyContent="space-between" alignItems="center">
        {/* Named as the menu names it: a client's own word for its members (its translations) is the page's too. */}
        <Typography id="users-title" variant="h4" component="h1">
          {t('menu.usuarios')}
        </Typography>
        <Stack direction="row" useFlexGap flexWrap="wrap" spacing={1}>
          {canFields ? (
            <Button variant="outlined" startIcon={<Tune />} component={RouterLink} to="campos">
              {t('users.fields.title')}
            </Button>
          ) : null}
          {canImport ? (
            <Button variant="outlined" startIcon={<UploadFile />} component={RouterLink} to="importar">
              {t('imports.button')}
            </Button>
          ) : null}
          {canEdit ? (
            <Button variant="outlined" startIcon={<PersonSearch />} onClick={() => setFinding(true)}>
              {t('users.find')}
            </Button>
          ) : null}
          {canCreate ? (
            <Button
              variant="contained"
              startIcon={<PersonAdd />}
              component={RouterLink}
              to="novo"
              state={listReturnState(listSearch)}
            >
              {t('users.create')}
            </Button>
          ) : null}
        </Stack>
      </Stack>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        useFlexGap
        flexWrap="wrap"
        alignItems={{ md: 'center' }}
      >
        <SearchField label={t('users.search')} value={list.searchText} onChange={list.setSearchText} />
        {FILTERS.map(({ key, param, label }) =>
          optionsOf(form.data, key).length ? (
            <OptionFilter
              key={key}
              label={t(label)}
              options={optionsOf(form.data, key)}
              value={params.get(param)}
              onChange={(value) => refilter({ [param]: value })}
            />
          ) : null,
        )}
        {USER_LINKS.map((link) => (
          <PickFilter
            key={link.key}
            label={t(link.label)}
            value={params.get(link.key)}
            name={users.data?.data.find((row) => row[link.answer]?.id === links[link.key])?.[link.answer]?.name}
            search={searchRows(link.entity)}
            toItem={rowItem(link.entity)}
            nameOf={rowName(link.entity)}
            avatars={false}
            height={56}
            onChange={(id) => refilter({ [link.key]: id })}
          />
        ))}
        {isAllowed(user, 'usuarios.exportar') ? (
          <Box sx={{ ml: { md: 'auto' } }}>
            <ExportButton
              target={{
                path: '/api/v2/admin/asap-user',
                query: { search: search || undefined, group, regional, ...links },
                name: 'usuarios',
              }}
            />
          </Box>
        ) : null}
      </Stack>
      <ListStates
        result={result}
        texts={{ loading: t('users.loading'), empty: t('users.empty'), noMatch: t('users.noMatch') }}
      >
        {(data) => (
          <>
            <UsersTable
              rows={data.data}
              listSearch={listSearch}
              canEdit={canEdit}
              canDelete={canDelete}
              canPermissions={canPermissions}
              onDelete={setDeleting}
              selfId={user?.id}
            />
            <KeysetPagination
              data={data}
              totalText={(total, estimated) => t(estimated ? 'users.totalApprox' : 'users.total', { total })}
              perPage={list.perPage}
              disabled={users.isPlaceholderData}
              onMove={list.move}
              onPerPage={list.setPerPage}
            />
          </>
        )}
      </ListStates>

      <ConfirmDialog
        open={deleting !== null}
        title={t('users.deleteTitle')}
        text={
          deleting
            ? t('users.deleteText', { name: deleting.user_info.user_name, email: deleting.user_info.user_email })
            : ''
        }
        confirmLabel={t('users.delete')}
        cancelLabel={t('users.cancel')}
        danger
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && confirmDelete(deleting)}
      />
      <SelectDialog
        open={finding}
        title={t('users.findTitle')}
        search={searchUsers}
        toItem={userPickerItem}
        onClose={(picked) => {
          setFinding(false);
          if (picked) navigate(String(picked.user_id), { state: listReturnState(listSearch) });
        }}
      />
    </Stack>
  );
}
