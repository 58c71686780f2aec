/** Why the camera cannot be used; each has a message under upload.camera.* */
export type CameraProblem = 'unsupported' | 'denied' | 'notFound' | 'busy' | 'failed';

export class CameraError extends Error {
  constructor(readonly problem: CameraProblem) {
    super(problem);
    this.name = 'CameraError';
  }
}

/** The problem behind a getUserMedia rejection. */
export function cameraProblem(error: unknown): CameraProblem {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'DevicesNotFoundError') return 'notFound';
  if (name === 'NotReadableError' || name === 'TrackStartError' || name === 'AbortError') return 'busy';
  return 'failed';
}

/** Opens the webcam; rejects with a CameraError when the browser has no camera API or refuses. */
export async function openCamera(): Promise<MediaStream> {
  const devices = typeof navigator === 'undefined' ? undefined : navigator.mediaDevices;
  if (!devices || typeof devices.getUserMedia !== 'function') throw new CameraError('unsupported');
  try {
    return await devices.getUserMedia({ video: { facingMode: 'user' }, audio: false });
  } catch (error) {
    throw new CameraError(cameraProblem(error));
  }
}

export const stopStream = (stream: MediaStream | null | undefined): void =>
  stream?.getTracks().forEach((track) => track.stop());

/** The current frame of a playing video as a jpeg File. */
export function capturePhoto(video: HTMLVideoElement, name = `foto-${Date.now()}.jpg`): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = video.videoWidth || 640;
  canvas.height = video.videoHeight || 480;
  const context = canvas.getContext('2d');
  if (!context) return Promise.reject(new CameraError('failed'));
  context.drawImage(video, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(new File([blob], name, { type: 'image/jpeg' })) : reject(new CameraError('failed'))),
      'image/jpeg',
      0.9,
    ),
  );
}

/** The container a clip is recorded in: mp4 where the browser records it (it is in the allow-list), else webm. */
function recordingType(): string {
  if (typeof MediaRecorder === 'undefined') return '';
  for (const type of ['video/mp4', 'video/webm;codecs=vp9', 'video/webm'])
    if (MediaRecorder.isTypeSupported(type)) return type;
  return '';
}

/** Records `stream` until `stop()` (or `maxMs`), resolving with the clip as a File. */
export function recordClip(stream: MediaStream, maxMs: number): { stop: () => void; result: Promise<File> } {
  if (typeof MediaRecorder === 'undefined')
    return { stop: () => undefined, result: Promise.reject(new CameraError('unsupported')) };
  const type = recordingType();
  const recorder = new MediaRecorder(stream, type ? { mimeType: type } : undefined);
  const chunks: Blob[] = [];
  const result = new Promise<File>((resolve, reject) => {
    recorder.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    recorder.onerror = () => reject(new CameraError('failed'));
    recorder.onstop = () => {
      const mime = (recorder.mimeType || type || 'video/webm').split(';')[0];
      resolve(new File(chunks, `video-${Date.now()}.${mime === 'video/mp4' ? 'mp4' : 'webm'}`, { type: mime }));
    };
  });
  recorder.start();
  const timer = setTimeout(() => recorder.state !== 'inactive' && recorder.stop(), maxMs);
  return {
    stop: () => {
      clearTimeout(timer);
      if (recorder.state !== 'inactive') recorder.stop();
    },
    result,
  };
}
