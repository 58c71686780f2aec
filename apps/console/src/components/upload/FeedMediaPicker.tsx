import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Tab, Tabs } from '@mui/material';
import UploadFile from '@mui/icons-material/UploadFile';
import { UPLOAD_DIALOG } from '@console/contract';
import { CameraCapture } from './CameraCapture.tsx';
import { InvalidFileAlert } from './InvalidFileAlert.tsx';
import { isAllowedType } from './file-type.ts';
import { useObjectUrl } from './object-url.ts';

const isMedia = (file: Blob) => file.type.startsWith('image/') || file.type.startsWith('video/');

/**
 * SPEC.md §5 feed media picker: one image or video, from a local file or the webcam (photo or short clip).
 * Closes with the chosen File, or null on Cancelar.
 */
export function FeedMediaPicker({ open, onClose }: { open: boolean; onClose: (file: File | null) => void }) {
  return (
    <Dialog
      open={open}
      maxWidth={false}
      aria-labelledby="feed-media-title"
      onClose={(_event, reason) => reason !== 'backdropClick' && onClose(null)}
      slotProps={{ paper: { sx: { width: UPLOAD_DIALOG.width, height: UPLOAD_DIALOG.height, maxWidth: '100%' } } }}
    >
      {open ? <PickerBody onClose={onClose} /> : null}
    </Dialog>
  );
}

function PickerBody({ onClose }: { onClose: (file: File | null) => void }) {
  const { t } = useTranslation();
  const [source, setSource] = useState<'local' | 'camera'>('local');
  const [file, setFile] = useState<File | null>(null);
  const [refused, setRefused] = useState(false);
  const preview = useObjectUrl(file);

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0] ?? null;
    event.target.value = '';
    if (!picked) return;
    const ok = isMedia(picked) && isAllowedType(picked);
    setRefused(!ok);
    setFile(ok ? picked : null);
  };

  return (
    <>
      <DialogTitle id="feed-media-title">{t('upload.feedTitle')}</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, minHeight: 0 }}>
        <Tabs
          value={source}
          onChange={(_event, value: 'local' | 'camera') => {
            setSource(value);
            setFile(null);
            setRefused(false);
          }}
          aria-label={t('upload.source')}
        >
          <Tab value="local" label={t('upload.sourceLocal')} />
          <Tab value="camera" label={t('upload.sourceCamera')} />
        </Tabs>
        {refused ? <InvalidFileAlert onClose={() => setRefused(false)} /> : null}
        {file && preview ? (
          file.type.startsWith('video/') ? (
            <Box
              component="video"
              src={preview}
              controls
              aria-label={t('upload.videoPreview')}
              sx={{ flex: 1, minHeight: 0, maxWidth: '100%' }}
            />
          ) : (
            <Box
              component="img"
              src={preview}
              alt={t('upload.mediaPreview')}
              sx={{ flex: 1, minHeight: 0, maxWidth: '100%', objectFit: 'contain' }}
            />
          )
        ) : source === 'local' ? (
          <Stack direction="row">
            <Button component="label" variant="outlined" startIcon={<UploadFile />}>
              {t('upload.chooseMedia')}
              <input type="file" hidden accept="image/*,video/*" aria-label={t('upload.chooseMedia')} onChange={pick} />
            </Button>
          </Stack>
        ) : (
          <CameraCapture onCaptured={setFile} />
        )}
      </DialogContent>
      <DialogActions>
        {file ? <Button onClick={() => setFile(null)}>{t('upload.retake')}</Button> : null}
        <Button onClick={() => onClose(null)}>{t('upload.cancel')}</Button>
        <Button variant="contained" disabled={!file} onClick={() => onClose(file)}>
          {t('upload.use')}
        </Button>
      </DialogActions>
    </>
  );
}
