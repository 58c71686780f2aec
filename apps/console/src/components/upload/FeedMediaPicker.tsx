import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Tab, Tabs } from '@mui/material';
import { UPLOAD_DIALOG } from '@console/contract';
import { CameraCapture } from './CameraCapture.tsx';
import { FilePicker } from './FilePicker.tsx';
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
      // On a phone the dialog grows to its content (up to the screen) so the crop controls stay in view.
      slotProps={{
        paper: {
          sx: { width: UPLOAD_DIALOG.width, height: { xs: 'auto', sm: UPLOAD_DIALOG.height }, maxWidth: '100%' },
        },
      }}
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

  const pick = (picked: File | undefined) => {
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
          <FilePicker label={t('upload.chooseMedia')} accept="image/*,video/*" onFiles={(files) => pick(files[0])} />
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
