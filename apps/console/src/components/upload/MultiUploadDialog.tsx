import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Alert,
  AlertTitle,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  List,
  ListItem,
  Stack,
  Typography,
} from '@mui/material';
import Close from '@mui/icons-material/Close';
import InsertDriveFile from '@mui/icons-material/InsertDriveFile';
import { ARCHIVE_NAME_MAX, UPLOAD_DIALOG, truncateName, type UploadedFile } from '@console/contract';
import { ApiError, errorMessage } from '../../lib/http.ts';
import { isAbortError } from '../../lib/upload.ts';
import { FilePicker } from './FilePicker.tsx';
import { InvalidFileAlert } from './InvalidFileAlert.tsx';
import { isAllowedType } from './file-type.ts';
import { useObjectUrl } from './object-url.ts';
import { UploadProgress } from './UploadProgress.tsx';
import { uploadToMedia, type Uploader } from './upload-api.ts';

type Status = 'pending' | 'uploading' | 'done' | 'failed';

interface Item {
  id: number;
  file: File;
  status: Status;
  progress: number;
  error?: string;
  result?: UploadedFile;
}

export interface MultiUploadDialogProps {
  open: boolean;
  /** The uploaded files (in order) on Concluir; null on Cancelar before anything was sent. */
  onClose: (results: UploadedFile[] | null) => void;
  upload?: Uploader;
  title?: string;
}

let nextId = 0;

/** The API's message, with the file's own field error when there is one (a refused type says which rule). */
const failureText = (error: unknown): string => {
  const detail = error instanceof ApiError ? error.errors?.file?.[0] : undefined;
  return detail ? `${errorMessage(error)} ${detail}` : errorMessage(error);
};

/** One file of the list: its preview (image or video object URL, revoked on unmount), progress and state. */
function ItemRow({ item, locked, onRemove }: { item: Item; locked: boolean; onRemove: () => void }) {
  const { t } = useTranslation();
  const media = item.file.type.startsWith('image/') || item.file.type.startsWith('video/') ? item.file : null;
  const url = useObjectUrl(media);
  return (
    <ListItem divider sx={{ gap: 2, alignItems: 'center' }} data-status={item.status}>
      <Box
        sx={{
          width: 72,
          height: 48,
          flexShrink: 0,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          bgcolor: 'action.hover',
        }}
      >
        {url && item.file.type.startsWith('image/') ? (
          <Box component="img" src={url} alt={item.file.name} sx={{ maxWidth: '100%', maxHeight: '100%' }} />
        ) : url ? (
          <Box
            component="video"
            src={url}
            muted
            aria-label={item.file.name}
            sx={{ maxWidth: '100%', maxHeight: '100%' }}
          />
        ) : (
          <InsertDriveFile aria-hidden />
        )}
      </Box>
      <Stack sx={{ flex: 1, minWidth: 0 }} spacing={0.5}>
        <Typography title={item.file.name} noWrap>
          {truncateName(item.file.name, ARCHIVE_NAME_MAX)}
        </Typography>
        {item.status === 'pending' ? null : item.status === 'failed' ? (
          <Typography color="error" variant="body2">
            {item.error}
          </Typography>
        ) : (
          <UploadProgress value={item.progress} label={t('upload.progressOf', { name: item.file.name })} />
        )}
      </Stack>
      {item.status === 'pending' && !locked ? (
        <IconButton aria-label={t('upload.remove', { name: item.file.name })} onClick={onRemove}>
          <Close />
        </IconButton>
      ) : null}
    </ListItem>
  );
}

/** SPEC.md §2.5: pick several files, preview and remove them, then send one after the other with progress each. */
export function MultiUploadDialog({ open, onClose, upload = uploadToMedia, title }: MultiUploadDialogProps) {
  const { t } = useTranslation();
  const [items, setItems] = useState<Item[]>([]);
  const [refused, setRefused] = useState<string[]>([]);
  const [phase, setPhase] = useState<'picking' | 'sending' | 'finished'>('picking');
  const controller = useRef<AbortController | null>(null);

  const patch = (id: number, changes: Partial<Item>) =>
    setItems((list) => list.map((item) => (item.id === id ? { ...item, ...changes } : item)));

  const reset = () => {
    setItems([]);
    setRefused([]);
    setPhase('picking');
  };

  const add = (picked: File[]) => {
    setRefused(picked.filter((file) => !isAllowedType(file)).map((file) => file.name));
    const accepted = picked
      .filter(isAllowedType)
      .map((file) => ({ id: (nextId += 1), file, status: 'pending' as const, progress: 0 }));
    setItems((list) => [...list, ...accepted]);
  };

  const send = async () => {
    setPhase('sending');
    setRefused([]);
    for (const item of items.filter((entry) => entry.status === 'pending')) {
      const abort = new AbortController();
      controller.current = abort;
      patch(item.id, { status: 'uploading', progress: 0 });
      try {
        const result = await upload(
          item.file,
          item.file.name,
          (progress) => patch(item.id, { progress }),
          abort.signal,
        );
        patch(item.id, { status: 'done', progress: 100, result });
      } catch (error) {
        if (isAbortError(error) || abort.signal.aborted) return;
        patch(item.id, { status: 'failed', error: failureText(error) });
      }
    }
    controller.current = null;
    setPhase('finished');
  };

  const close = (results: UploadedFile[] | null) => {
    controller.current?.abort();
    controller.current = null;
    reset();
    onClose(results);
  };

  const done = items.filter((item) => item.status === 'done');
  const failed = items.filter((item) => item.status === 'failed');
  const pending = items.filter((item) => item.status === 'pending');

  return (
    <Dialog
      open={open}
      maxWidth={false}
      aria-labelledby="multi-upload-title"
      onClose={(_event, reason) => {
        if (reason === 'backdropClick' || phase === 'sending') return;
        close(phase === 'finished' ? done.flatMap((item) => (item.result ? [item.result] : [])) : null);
      }}
      slotProps={{ paper: { sx: { width: UPLOAD_DIALOG.width, maxWidth: '100%', minHeight: UPLOAD_DIALOG.height } } }}
    >
      <DialogTitle id="multi-upload-title">{title ?? t('upload.multiTitle')}</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <FilePicker label={t('upload.chooseFiles')} multiple disabled={phase !== 'picking'} onFiles={add} />
        {refused.length > 0 ? (
          <InvalidFileAlert>{t('upload.refusedFiles', { names: refused.join(', ') })}</InvalidFileAlert>
        ) : null}
        {items.length === 0 ? (
          <Typography color="text.secondary">{t('upload.noFiles')}</Typography>
        ) : (
          <List dense aria-label={t('upload.fileList')}>
            {items.map((item) => (
              <ItemRow
                key={item.id}
                item={item}
                locked={phase !== 'picking'}
                onRemove={() => setItems((list) => list.filter((entry) => entry.id !== item.id))}
              />
            ))}
          </List>
        )}
        {phase === 'finished' ? (
          <Alert severity={failed.length > 0 ? 'warning' : 'success'} role="status">
            <AlertTitle>{t('upload.summary', { sent: done.length, failed: failed.length })}</AlertTitle>
            {failed.map((item) => (
              <div key={item.id}>{`${item.file.name}: ${item.error ?? ''}`}</div>
            ))}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        {phase === 'finished' ? (
          <Button variant="contained" onClick={() => close(done.flatMap((item) => (item.result ? [item.result] : [])))}>
            {t('upload.done')}
          </Button>
        ) : (
          <>
            <Button onClick={() => close(null)}>{t('upload.cancel')}</Button>
            <Button
              variant="contained"
              onClick={() => void send()}
              disabled={phase !== 'picking' || pending.length === 0}
            >
              {t('upload.send')}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
