import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
} from '@mui/material';
import FolderOpen from '@mui/icons-material/FolderOpen';
import type { Folder, FolderTargetType } from '@console/contract';
import { ListPicker } from '../../../components/pickers/ListPicker.tsx';
import { RetryAlert } from '../../../components/RetryAlert.tsx';
import { errorDetail } from '../../../lib/http.ts';
import { grantFolder, useFolders, useFolderWrite, usePlacement } from '../api/folders.ts';

interface FolderGrantDialogProps {
  open: boolean;
  user: { user_id: number; name: string };
  onClose: (granted: { folder: string } | null) => void;
}

/** Grants a feed folder (picked with the list picker) to the user, or to the user's group or regional. */
export function FolderGrantDialog({ open, user, onClose }: FolderGrantDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const targetId = useId();
  const folders = useFolders(open);
  const placement = usePlacement(user.user_id, open);
  const grant = useFolderWrite(user.user_id, grantFolder);
  const [folder, setFolder] = useState<Folder | null>(null);
  const [target, setTarget] = useState<FolderTargetType>('user');
  const [picking, setPicking] = useState(false);
  const group = placement.data?.group ?? null;
  const regional = placement.data?.regional ?? null;

  const close = (granted: { folder: string } | null) => {
    setFolder(null);
    setTarget('user');
    grant.reset();
    onClose(granted);
  };

  const submit = () => {
    if (!folder) return;
    const value = target === 'group' ? group?.id : target === 'regional' ? regional?.id : user.user_id;
    if (value === undefined) return;
    grant.mutate(
      { folderId: folder.id, target_type: target, value },
      { onSuccess: () => close({ folder: folder.name }) },
    );
  };

  return (
    <Dialog
      open={open}
      onClose={grant.isPending ? undefined : () => close(null)}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id={titleId}>{t('permissions.folders.grantTitle')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 0.5 }}>
          {folders.isError ? (
            <RetryAlert
              error={folders.error}
              retryLabel={t('permissions.retry')}
              onRetry={() => void folders.refetch()}
            />
          ) : (
            <Button
              variant="outlined"
              startIcon={<FolderOpen />}
              disabled={folders.isPending}
              onClick={() => setPicking(true)}
              sx={{ justifyContent: 'flex-start', textTransform: 'none' }}
            >
              {folders.isPending
                ? t('permissions.folders.loadingFolders')
                : folder
                  ? t('permissions.folders.chosen', { name: folder.name })
                  : t('permissions.folders.choose')}
            </Button>
          )}
          {folders.data?.length === 0 ? <Alert severity="info">{t('permissions.folders.noFolders')}</Alert> : null}
          <FormControl>
            <FormLabel id={targetId}>{t('permissions.folders.target')}</FormLabel>
            <RadioGroup
              aria-labelledby={targetId}
              value={target}
              onChange={(event) => setTarget(event.target.value as FolderTargetType)}
            >
              <FormControlLabel
                value="user"
                control={<Radio />}
                label={t('permissions.folders.targetUser', { name: user.name })}
              />
              <FormControlLabel
                value="group"
                control={<Radio />}
                disabled={!group}
                label={
                  group ? t('permissions.folders.targetGroup', { name: group.name }) : t('permissions.folders.noGroup')
                }
              />
              <FormControlLabel
                value="regional"
                control={<Radio />}
                disabled={!regional}
                label={
                  regional
                    ? t('permissions.folders.targetRegional', { name: regional.name })
                    : t('permissions.folders.noRegional')
                }
              />
            </RadioGroup>
          </FormControl>
          {placement.isError ? <Alert severity="info">{t('permissions.folders.placementUnavailable')}</Alert> : null}
          {grant.isError ? <Alert severity="error">{errorDetail(grant.error)}</Alert> : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => close(null)} disabled={grant.isPending}>
          {t('permissions.cancel')}
        </Button>
        <Button variant="contained" onClick={submit} disabled={!folder || grant.isPending}>
          {t('permissions.folders.grant')}
        </Button>
      </DialogActions>
      <ListPicker
        open={picking}
        title={t('permissions.folders.choose')}
        items={folders.data ?? []}
        filterField="name"
        detailField="description"
        onClose={(picked) => {
          setPicking(false);
          if (picked) setFolder(picked);
        }}
      />
    </Dialog>
  );
}
