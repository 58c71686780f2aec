import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ImagePreviewModal } from './ImagePreviewModal.tsx';

describe('ImagePreviewModal', () => {
  it('shows the image full size and closes with Escape or Fechar', async () => {
    const onClose = vi.fn();
    render(<ImagePreviewModal media={{ url: '/media/3/images/a.png', name: 'capa.png' }} onClose={onClose} />);
    expect(screen.getByRole('dialog', { name: 'capa.png' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'capa.png' })).toHaveAttribute('src', '/media/3/images/a.png');
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Fechar' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('plays a video', () => {
    render(
      <ImagePreviewModal
        media={{ url: '/media/3/videos/v.mp4', name: 'clip.mp4', kind: 'video' }}
        onClose={() => undefined}
      />,
    );
    expect(screen.getByLabelText('clip.mp4', { selector: 'video' })).toHaveAttribute('src', '/media/3/videos/v.mp4');
  });

  it('renders nothing without media', () => {
    render(<ImagePreviewModal media={null} onClose={() => undefined} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
