import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CameraError, cameraProblem, openCamera } from './camera.ts';
import { FeedMediaPicker } from './FeedMediaPicker.tsx';

const setMediaDevices = (value: unknown) =>
  Object.defineProperty(navigator, 'mediaDevices', { value, configurable: true });

describe('camera problems', () => {
  afterEach(() => setMediaDevices(undefined));

  it('map getUserMedia rejections to a problem', () => {
    expect(cameraProblem(new DOMException('x', 'NotAllowedError'))).toBe('denied');
    expect(cameraProblem(new DOMException('x', 'NotFoundError'))).toBe('notFound');
    expect(cameraProblem(new DOMException('x', 'NotReadableError'))).toBe('busy');
    expect(cameraProblem(new Error('boom'))).toBe('failed');
  });

  it('openCamera rejects as unsupported without getUserMedia', async () => {
    setMediaDevices(undefined);
    await expect(openCamera()).rejects.toEqual(new CameraError('unsupported'));
  });
});

describe('FeedMediaPicker', () => {
  afterEach(() => setMediaDevices(undefined));

  const openCameraTab = async () => {
    const onClose = vi.fn();
    render(<FeedMediaPicker open onClose={onClose} />);
    await userEvent.click(screen.getByRole('tab', { name: 'Câmera' }));
    return onClose;
  };

  it('says so when the browser has no camera API', async () => {
    setMediaDevices(undefined);
    await openCameraTab();
    expect(await screen.findByRole('alert')).toHaveTextContent('Este navegador não permite usar a câmera.');
  });

  it('says so when the permission is denied', async () => {
    setMediaDevices({ getUserMedia: vi.fn(async () => Promise.reject(new DOMException('denied', 'NotAllowedError'))) });
    await openCameraTab();
    expect(await screen.findByRole('alert')).toHaveTextContent('Permissão para usar a câmera negada.');
  });

  it('says so when there is no camera', async () => {
    setMediaDevices({ getUserMedia: vi.fn(async () => Promise.reject(new DOMException('none', 'NotFoundError'))) });
    await openCameraTab();
    expect(await screen.findByRole('alert')).toHaveTextContent('Nenhuma câmera encontrada.');
  });

  it('takes one local image or video and closes with it; other types get the invalid-type alert', async () => {
    const onClose = vi.fn();
    const user = userEvent.setup({ applyAccept: false });
    render(<FeedMediaPicker open onClose={onClose} />);
    const input = screen.getByLabelText('Escolher foto ou vídeo');
    expect(input).toHaveAttribute('accept', 'image/*,video/*');
    expect(input).not.toHaveAttribute('multiple');
    await user.upload(input, new File(['%PDF'], 'doc.pdf', { type: 'application/pdf' }));
    expect(screen.getByText('Verifique se o arquivo tem o formato permitido.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Usar' })).toBeDisabled();
    const clip = new File(['v'], 'clip.mp4', { type: 'video/mp4' });
    await user.upload(screen.getByLabelText('Escolher foto ou vídeo'), clip);
    expect(screen.getByLabelText('Pré-visualização do vídeo')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Usar' }));
    expect(onClose).toHaveBeenCalledWith(clip);
  });
});
