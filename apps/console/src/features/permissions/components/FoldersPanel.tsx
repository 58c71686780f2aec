import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import {
  Button,
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
import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import type { FolderPermission } from '@console/contract';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { PanelText } from '../../../components/PanelText.tsx';
import { RetryAlert } from '../../../components/RetryAlert.tsx';
import { RowAction } from '../../../components/RowAction.tsx';
import { useToast } from '../../../components/toast.tsx';
import { formatDate } from '../../../lib/date.ts';
import { errorDetail } from '../../../lib/http.ts';
import { revokeFolder, useFolderWrite, useUserFolders } from '../api/folders.ts';
import { FolderGrantDialog } from './FolderGrantDialog.tsx';

interface PermissionUser {
  user_id: number;
  name: string;
}

/** To whom a grant was made: this user, another user, a group or a regional. */
function grantTarget(t: TFunction, grant: FolderPermission, userId: number): string {
  if (grant.target_type === 'user')
    return grant.target.id === userId ? t('permissions.folders.toThisUser') : grant.target.name;
  return t(grant.target_type === 'group' ? 'permissions.folders.toGroup' : 'permissions.folders.toRegional', {
    name: grant.target.name,
  });
}

const revokeText = (t: TFunction, grant: FolderPermission, user: PermissionUser): string =>
  grant.target_type === 'user'
    ? t('permissions.folders.revokeUser', {
        name: grant.target.id === user.user_id ? user.name : grant.target.name,
        folder: grant.folder.name,
      })
    : t(grant.target_type === 'group' ? 'permissions.folders.revokeGroup' : 'permissions.folders.revokeRegional', {
        name: grant.target.name,
        folder: grant.folder.name,
      });

/** The feed folders reaching the user (directly, through the group, through the regional); grant and revoke. */
export function FoldersPanel({ user, canEdit }: { user: PermissionUser; canEdit: boolean }) {
  const { t } = useTranslation();
  const { toast, showError } = useToast();
  const grants = useUserFolders(user.user_id);
  const revoke = useFolderWrite(user.user_id, revokeFolder);
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<FolderPermission | null>(null);

  const confirmRevoke = (grant: FolderPermission) =>
    revoke.mutate(grant.id, {
      onSuccess: () => {
        setRemoving(null);
        toast({ kind: 'success', message: t('permissions.folders.revoked', { folder: grant.folder.name }) });
      },
      onError: (error) => showError(errorDetail(error)),
    });

  return (
    <Stack spacing={2}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        justifyContent="space-between"
        alignItems={{ sm: 'center' }}
      >
        <Typography color="text.secondary">{t('permissions.folders.intro')}</Typography>
        {canEdit ? (
          <Button variant="contained" startIcon={<Add />} onClick={() => setAdding(true)}>
            {t('permissions.folders.grantTitle')}
          </Button>
        ) : null}
      </Stack>
      <Paper variant="outlined">
        {grants.isError ? (
          <RetryAlert error={grants.error} retryLabel={t('permissions.retry')} onRetry={() => void grants.refetch()} />
        ) : grants.isPending ? (
          <PanelText muted>{t('permissions.folders.loading')}</PanelText>
        ) : grants.data.length === 0 ? (
          <PanelText>{t('permissions.folders.empty')}</PanelText>
        ) : (
          <TableContainer>
            <Table size="small" aria-label={t('permissions.folders.title')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('permissions.folders.folder')}</TableCell>
                  <TableCell>{t('permissions.folders.grantedTo')}</TableCell>
                  <TableCell>{t('permissions.folders.since')}</TableCell>
                  {canEdit ? <TableCell align="right">{t('permissions.actions')}</TableCell> : null}
                </TableRow>
              </TableHead>
              <TableBody>
                {grants.data.map((grant) => (
                  <TableRow key={grant.id} hover>
                    <TableCell>{grant.folder.name}</TableCell>
                    <TableCell>{grantTarget(t, grant, user.user_id)}</TableCell>
                    <TableCell>{formatDate(grant.created_at)}</TableCell>
                    {canEdit ? (
                      <TableCell align="right">
                        <RowAction
                          title={t('permissions.folders.revoke')}
                          label={t('permissions.folders.revokeOf', {
                            folder: grant.folder.name,
                            target: grantTarget(t, grant, user.user_id),
                          })}
                          icon={<DeleteOutline />}
                          onClick={() => setRemoving(grant)}
                        />
                      </TableCell>
                    ) : null}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </Paper>
      <FolderGrantDialog
        open={adding}
        user={user}
        onClose={(granted) => {
          setAdding(false);
          if (granted)
            toast({ kind: 'success', message: t('permissions.folders.granted', { folder: granted.folder }) });
        }}
      />
      <ConfirmDialog
        open={removing !== null}
        title={t('permissions.folders.revokeTitle')}
        text={removing ? revokeText(t, removing, user) : ''}
        confirmLabel={t('permissions.folders.revoke')}
        cancelLabel={t('permissions.cancel')}
        danger
        busy={revoke.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() => removing && confirmRevoke(removing)}
      />
    </Stack>
  );
}
