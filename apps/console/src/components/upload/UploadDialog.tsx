import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Typography,
} from '@mui/material';
import {
  ARCHIVE_NAME_MAX,
  DEFAULT_MAX_FILE_BYTES,
  DEFAULT_MAX_IMAGE_BYTES,
  UPLOAD_DIALOG,
  truncateName,
  type UploadedFile,
} from '@console/contract';
import { formatBytes } from '../../lib/bytes.ts';
import { intlLocale } from '../../lib/locale.ts';
import { ApiError, errorMessage } from '../../lib/http.ts';
import { isAbortError } from '../../lib/upload.ts';
import { ImageCropPanel } from './ImageCropPanel.tsx';
import { FilePicker } from './FilePicker.tsx';
import { InvalidFileAlert } from './InvalidFileAlert.tsx';
import { isAllowedType, pickedKind, type PickedKind } from './file-type.ts';
import { useObjectUrl } from './object-url.ts';
import { UploadProgress } from './UploadProgress.tsx';
import { uploadToMedia, type Uploader } from './upload-api.ts';

/**
 * 'image': picker accept="image/*", jpeg/png to the cropper, mp4 to a video preview, others as archives;
 * 'file': any allowed file, sent as is; 'auto': any file, routed like 'image' mode.
 */
type UploadMode = 'image' | 'file' | 'auto';

export interface UploadDialogOptions {
  mode: UploadMode;
  /** Crop aspect the caller asks for (e.g. BANNER_ASPECT_RATIO); default the image's own. */
  aspect?: number;
  title?: string;
  /** Where the file goes; default the media service (POST /api/cloudinary/upload). */
  upload?: Uploader;
  /** A file chosen beforehand (skips the picker). */
  initialFile?: File;
  /** The file input's accessible name (default its button's text, 'Escolher imagem' / 'Escolher arquivo'). */
  pickerLabel?: string;
  /** Extra fields of the caller, shown under the picker (e.g. name and description). */
  children?: ReactNode;
  /** The caller's fields are valid (default true). */
  fieldsValid?: boolean;
  /** Told of each accepted pick (e.g. to default a name field). */
  onPicked?: (file: File) => void;
}

export interface UploadDialogProps extends UploadDialogOptions {
  open: boolean;
  /** {path, name, size, format, aspect} after a successful upload, null on Cancel. */
  onClose: (result: UploadedFile | null) => void;
}

/** A refused type: the server's words when it refused, else the SPEC.md §8 alert in the interface's language. */
type Failure = { kind: 'type'; title?: string; text?: string } | { kind: 'other'; message: string };

const refusedType = (error: unknown): Failure | null => {
  if (!(error instanceof ApiError) || error.status !== 415) return null;
  return { kind: 'type', title: error.message || undefined, text: error.errors?.file?.[0] };
};

const refusedSize = (error: unknown): boolean => error instanceof ApiError && error.status === 413;

/** SPEC.md §2.3/§4 Upload: the 800x450 upload dialog (crop for images, progress, Cancel aborts). */
export function UploadDialog({ open, onClose, ...options }: UploadDialogProps) {
  const [busy, setBusy] = useState(false);
  const cancel = useRef<() => void>(() => onClose(null));
  return (
    <Dialog
      open={open}
      maxWidth={false}
      aria-labelledby="upload-dialog-title"
      onClose={(_event, reason) => {
        if (reason === 'backdropClick' || busy) return;
        cancel.current();
      }}
      // On a phone the dialog grows to its content (up to the screen) so the crop controls stay in view.
      slotProps={{
        paper: {
          sx: { width: UPLOAD_DIALOG.width, height: { xs: 'auto', sm: UPLOAD_DIALOG.height }, maxWidth: '100%' },
        },
      }}
    >
      {open ? <UploadDialogBody {...options} onClose={onClose} onBusy={setBusy} cancelRef={cancel} /> : null}
    </Dialog>
  );
}

interface BodyProps extends UploadDialogOptions {
  onClose: (result: UploadedFile | null) => void;
  onBusy: (busy: boolean) => void;
  cancelRef: { current: () => void };
}

function UploadDialogBody(props: BodyProps) {
  const {
    mode,
    aspect,
    title,
    upload = uploadToMedia,
    initialFile,
    pickerLabel,
    children,
    fieldsValid = true,
    onPicked,
    onClose,
    onBusy,
    cancelRef,
  } = props;
  const { t, i18n } = useTranslation();
  const tooLargeText = (size: number, limit: number) => {
    const locale = intlLocale(i18n.language);
    return t('upload.tooLarge', { size: formatBytes(size, locale), limit: formatBytes(limit, locale) });
  };
  const [file, setFile] = useState<File | null>(null);
  const [kind, setKind] = useState<PickedKind | null>(null);
  const [cropped, setCropped] = useState<Blob | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const controller = useRef<AbortController | null>(null);
  const videoUrl = useObjectUrl(kind === 'video' ? file : null);
  const uploading = progress !== null;

  /** A file of a type not allowed, or an image the browser cannot decode: the SPEC.md §8 alert, nothing to send. */
  const refuse = useCallback(() => {
    setFile(null);
    setKind(null);
    setCropped(null);
    setFailure({ kind: 'type' });
  }, []);

  const choose = useCallback(
    (picked: File | null) => {
      setFailure(null);
      setCropped(null);
      if (!picked) return;
      const pickedAs = mode === 'file' ? 'archive' : pickedKind(picked);
      if (pickedAs !== 'image' && !isAllowedType(picked)) {
        refuse();
        return;
      }
      setFile(picked);
      setKind(pickedAs);
      onPicked?.(picked);
    },
    [mode, onPicked, refuse],
  );

  useEffect(() => {
    if (initialFile) choose(initialFile);
  }, [initialFile, choose]);

  useEffect(() => onBusy(uploading), [uploading, onBusy]);

  useEffect(() => {
    cancelRef.current = () => {
      controller.current?.abort();
      onClose(null);
    };
  }, [cancelRef, onClose]);

  useEffect(() => () => controller.current?.abort(), []);

  const send = async () => {
    if (!file) return;
    const body = kind === 'image' ? cropped : file;
    if (!body) return;
    const limit = kind === 'image' ? DEFAULT_MAX_IMAGE_BYTES : DEFAULT_MAX_FILE_BYTES;
    if (body.size > limit) {
      setFailure({ kind: 'other', message: tooLargeText(body.size, limit) });
      return;
    }
    const abort = new AbortController();
    controller.current = abort;
    setFailure(null);
    setProgress(0);
    try {
      const result = await upload(body, file.name, setProgress, abort.signal);
      controller.current = null;
      onClose(result);
    } catch (error) {
      controller.current = null;
      if (isAbortError(error) || abort.signal.aborted) return;
      setProgress(null);
      const limit = kind === 'image' ? DEFAULT_MAX_IMAGE_BYTES : DEFAULT_MAX_FILE_BYTES;
      const message = refusedSize(error) ? tooLargeText(body.size, limit) : errorMessage(error);
      setFailure(refusedType(error) ?? { kind: 'other', message });
    }
  };

  const ready = fieldsValid && file !== null && (kind !== 'image' || cropped !== null);
  const pickText = mode === 'image' ? t('upload.chooseImage') : t('upload.chooseFile');
  const pickLabel = pickerLabel ?? pickText;
  const saves = mode === 'image' || (mode === 'auto' && kind === 'image');

  return (
    <>
      <DialogTitle id="upload-dialog-title">
        {title ?? (mode === 'image' ? t('upload.imageTitle') : t('upload.fileTitle'))}
      </DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, minHeight: 0 }}>
        <Stack direction="row" spacing={2} alignItems="center" useFlexGap flexWrap="wrap">
          <FilePicker
            label={pickText}
            inputLabel={pickLabel}
            accept={mode === 'image' ? 'image/*' : undefined}
            disabled={uploading}
            onFiles={(files) => choose(files[0] ?? null)}
            inputTestId="upload-input"
          />
          {file && (kind !== 'image' || mode === 'auto') ? (
            <Typography title={file.name} data-testid="upload-file-name">
              {truncateName(file.name, ARCHIVE_NAME_MAX)}
            </Typography>
          ) : null}
          {!file && mode === 'image' ? (
            <Typography color="text.secondary" variant="body2">
              {t('upload.imageRequired')}
            </Typography>
          ) : null}
        </Stack>
        {children}
        {failure?.kind === 'type' ? (
          <InvalidFileAlert title={failure.title} text={failure.text} onClose={() => setFailure(null)} />
        ) : null}
        {failure?.kind === 'other' ? (
          <Alert severity="error" onClose={() => setFailure(null)}>
            {failure.message}
          </Alert>
        ) : null}
        {file && kind === 'image' ? (
          <ImageCropPanel
            image={file}
            aspect={aspect}
            disabled={uploading}
            height={children ? 150 : undefined}
            onCropped={setCropped}
            onUnreadable={refuse}
          />
        ) : null}
        {file && kind === 'video' && videoUrl ? (
          <Box
            component="video"
            src={videoUrl}
            controls
            aria-label={t('upload.videoPreview')}
            sx={{ flex: 1, minHeight: 0, maxWidth: '100%' }}
          />
        ) : null}
        {uploading ? <UploadProgress value={progress} /> : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={() => cancelRef.current()}>{t('upload.cancel')}</Button>
        <Button variant="contained" onClick={() => void send()} disabled={!ready || uploading}>
          {saves ? t('upload.save') : t('upload.send')}
        </Button>
      </DialogActions>
    </>
  );
}
