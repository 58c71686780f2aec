import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import FiberManualRecord from '@mui/icons-material/FiberManualRecord';
import PhotoCamera from '@mui/icons-material/PhotoCamera';
import Stop from '@mui/icons-material/Stop';
import { CameraError, capturePhoto, openCamera, recordClip, stopStream, type CameraProblem } from './camera.ts';

/** The longest clip the feed picker records. */
const CLIP_MAX_MS = 30_000;

/** The live webcam with 'Tirar foto' and 'Gravar vídeo'; a clear message when there is no camera or no permission. */
export function CameraCapture({ onCaptured }: { onCaptured: (file: File) => void }) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement | null>(null);
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [problem, setProblem] = useState<CameraProblem | null>(null);
  const [recording, setRecording] = useState<{ stop: () => void } | null>(null);
  const [seconds, setSeconds] = useState(0);

  useEffect(() => {
    let active = true;
    let opened: MediaStream | null = null;
    openCamera()
      .then((next) => {
        opened = next;
        if (active) setStream(next);
        else stopStream(next);
      })
      .catch((error: unknown) => active && setProblem(error instanceof CameraError ? error.problem : 'failed'));
    return () => {
      active = false;
      stopStream(opened);
    };
  }, []);

  useEffect(() => {
    if (video.current && stream) {
      video.current.srcObject = stream;
      void video.current.play?.()?.catch(() => undefined);
    }
  }, [stream]);

  useEffect(() => {
    if (!recording) return;
    setSeconds(0);
    const timer = setInterval(() => setSeconds((value) => value + 1), 1000);
    return () => clearInterval(timer);
  }, [recording]);

  if (problem) {
    return (
      <Alert severity="warning" role="alert">
        {t(`upload.camera.${problem}`)}
      </Alert>
    );
  }
  if (!stream) return <Typography color="text.secondary">{t('upload.camera.opening')}</Typography>;

  const photo = async () => {
    if (!video.current) return;
    try {
      onCaptured(await capturePhoto(video.current));
    } catch {
      setProblem('failed');
    }
  };

  const record = () => {
    const clip = recordClip(stream, CLIP_MAX_MS);
    setRecording(clip);
    clip.result
      .then(onCaptured)
      .catch((error: unknown) => setProblem(error instanceof CameraError ? error.problem : 'failed'))
      .finally(() => setRecording(null));
  };

  return (
    <Stack spacing={1} sx={{ flex: 1, minHeight: 0 }}>
      <Box
        component="video"
        ref={video}
        autoPlay
        muted
        playsInline
        aria-label={t('upload.camera.live')}
        sx={{ flex: 1, minHeight: 0, maxWidth: '100%', bgcolor: 'black' }}
      />
      <Stack direction="row" spacing={1} alignItems="center">
        <Button
          variant="outlined"
          startIcon={<PhotoCamera />}
          onClick={() => void photo()}
          disabled={recording !== null}
        >
          {t('upload.camera.photo')}
        </Button>
        {recording ? (
          <Button variant="contained" color="error" startIcon={<Stop />} onClick={() => recording.stop()}>
            {t('upload.camera.stop')}
          </Button>
        ) : (
          <Button variant="outlined" startIcon={<FiberManualRecord />} onClick={record}>
            {t('upload.camera.record')}
          </Button>
        )}
        {recording ? <Typography role="status">{t('upload.camera.recording', { seconds })}</Typography> : null}
      </Stack>
    </Stack>
  );
}
