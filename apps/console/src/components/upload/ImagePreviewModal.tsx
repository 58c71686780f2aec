import { useTranslation } from 'react-i18next';
import { Box, Dialog, DialogContent, DialogTitle, IconButton } from '@mui/material';
import Close from '@mui/icons-material/Close';

export interface PreviewMedia {
  url: string;
  /** Shown as the title and the image's alternative text. */
  name: string;
  kind?: 'image' | 'video';
}

/** SPEC.md §2.4: an image (or video) full size, with a close button; Escape closes it too. */
export function ImagePreviewModal({ media, onClose }: { media: PreviewMedia | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={media !== null} onClose={onClose} maxWidth={false} aria-labelledby="preview-title">
      {media ? (
        <>
          <DialogTitle id="preview-title" sx={{ pr: 7, overflowWrap: 'anywhere' }}>
            {media.name}
          </DialogTitle>
          <IconButton aria-label={t('preview.close')} onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
            <Close />
          </IconButton>
          <DialogContent sx={{ display: 'flex', justifyContent: 'center' }}>
            {media.kind === 'video' ? (
              <Box
                component="video"
                src={media.url}
                controls
                autoPlay
                aria-label={media.name}
                sx={{ maxWidth: '90vw', maxHeight: '80vh' }}
              />
            ) : (
              <Box
                component="img"
                src={media.url}
                alt={media.name}
                sx={{ maxWidth: '90vw', maxHeight: '80vh', objectFit: 'contain' }}
              />
            )}
          </DialogContent>
        </>
      ) : null}
    </Dialog>
  );
}
