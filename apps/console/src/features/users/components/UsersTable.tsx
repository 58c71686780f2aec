import { useTranslation } from 'react-i18next';
import {
  Chip,
  IconButton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Tooltip,
} from '@mui/material';
import AdminPanelSettings from '@mui/icons-material/AdminPanelSettings';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Edit from '@mui/icons-material/Edit';
import type { UserListItem } from '@console/contract';
import { PersonAvatar } from '../../../components/pickers/PersonAvatar.tsx';
import { EmailText } from '../../../components/EmailText.tsx';
import { RowAction } from '../../../components/RowAction.tsx';
import { VisuallyHidden } from '../../../components/VisuallyHidden.tsx';
import { listReturnState } from '../list-return.ts';

interface UserActions {
  canEdit: boolean;
  canDelete: boolean;
  canPermissions: boolean;
}

export interface UsersTableProps extends UserActions {
  rows: UserListItem[];
  /** The list's URL search, handed to the edit page so that it can come back to the same page. */
  listSearch: string;
  onDelete: (user: UserListItem) => void;
  /** The signed-in user, whose own row cannot be deleted. */
  selfId?: number;
}

/**
 * The delete action of the signed-in user's own row: shown disabled with the reason as its tooltip. It stays
 * focusable (aria-disabled rather than disabled, which would also stop the pointer events the tooltip needs), so
 * that a keyboard user reaches the reason too.
 */
function SelfDeleteBlocked({ label }: { label: string }) {
  const { t } = useTranslation();
  return (
    <Tooltip title={t('users.validation.selfDelete')} describeChild>
      <IconButton
        aria-label={label}
        aria-disabled="true"
        sx={{ color: 'action.disabled', cursor: 'not-allowed' }}
        disableRipple
      >
        <DeleteOutline />
      </IconButton>
    </Tooltip>
  );
}

/** The users of a page: avatar, name, e-mail, group, regional, unit, status and the actions the signed-in user holds. */
export function UsersTable({
  rows,
  listSearch,
  canEdit,
  canDelete,
  canPermissions,
  onDelete,
  selfId,
}: UsersTableProps) {
  const { t } = useTranslation();
  return (
    <TableContainer>
      <Table size="small" aria-label={t('users.title')}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ width: 56 }}>
              <VisuallyHidden>{t('users.picture')}</VisuallyHidden>
            </TableCell>
            <TableCell>{t('users.name')}</TableCell>
            <TableCell>{t('users.email')}</TableCell>
            <TableCell>{t('users.group')}</TableCell>
            <TableCell>{t('users.regional')}</TableCell>
            <TableCell>{t('users.unidade')}</TableCell>
            <TableCell>{t('users.status')}</TableCell>
            <TableCell align="right">{t('users.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => {
            const { user_name: name, user_email: email, picture } = row.user_info;
            return (
              <TableRow key={row.user_id} hover>
                <TableCell>
                  <PersonAvatar url={picture} />
                </TableCell>
                <TableCell sx={{ overflowWrap: 'break-word' }}>{name}</TableCell>
                <TableCell>
                  <EmailText email={email} />
                </TableCell>
                <TableCell>{row.group?.name ?? ''}</TableCell>
                <TableCell>{row.regional?.name ?? ''}</TableCell>
                <TableCell>{row.unidade?.name ?? ''}</TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    label={t(`users.statusValue.${row.status}`)}
                    color={row.status === 'active' ? 'success' : 'default'}
                    variant={row.status === 'active' ? 'filled' : 'outlined'}
                  />
                </TableCell>
                <TableCell align="right">
                  <Stack direction="row" spacing={0.5} justifyContent="flex-end">
                    {canEdit ? (
                      <RowAction
                        title={t('users.edit')}
                        label={t('users.editOf', { name })}
                        icon={<Edit />}
                        to={String(row.user_id)}
                        state={listReturnState(listSearch)}
                      />
                    ) : null}
                    {canPermissions ? (
                      // Path-relative, so that /webview/usuarios leads to /webview/permissoes/{id}.
                      <RowAction
                        title={t('users.permissions')}
                        label={t('users.permissionsOf', { name })}
                        icon={<AdminPanelSettings />}
                        to={`../permissoes/${row.user_id}`}
                        relative="path"
                      />
                    ) : null}
                    {canDelete && row.user_id === selfId ? (
                      <SelfDeleteBlocked label={t('users.deleteOf', { name })} />
                    ) : null}
                    {canDelete && row.user_id !== selfId ? (
                      <RowAction
                        title={t('users.delete')}
                        label={t('users.deleteOf', { name })}
                        icon={<DeleteOutline />}
                        onClick={() => onDelete(row)}
                      />
                    ) : null}
                  </Stack>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
