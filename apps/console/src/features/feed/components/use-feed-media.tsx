import { useState, type ReactNode } from 'react';
import { FeedMediaPicker, useUploadDialog } from '../../../components/upload/index.ts';

export interface FeedMedia {
  url: string;
  type: 'image' | 'video';
}

/**
 * A post's uploaded photo or video: the feed media picker chooses one file (local or webcam), the upload dialog
 * sends it (cropping an image). Render `dialogs` once in the caller.
 */
export function useFeedMedia(initial: FeedMedia | null = null): {
  media: FeedMedia | null;
  pick: () => void;
  clear: () => void;
  dialogs: ReactNode;
} {
  const [media, setMedia] = useState<FeedMedia | null>(initial);
  const [picking, setPicking] = useState(false);
  const upload = useUploadDialog();
  const picked = async (file: File | null) => {
    setPicking(false);
    if (!file) return;
    const type = file.type.startsWith('video/') ? 'video' : 'image';
    const uploaded = await upload.open({ mode: type === 'image' ? 'image' : 'file', initialFile: file });
    if (uploaded) setMedia({ url: uploaded.path, type });
  };
  const dialogs = (
    <>
      <FeedMediaPicker open={picking} onClose={(file) => void picked(file)} />
      {upload.dialog}
    </>
  );
  return { media, pick: () => setPicking(true), clear: () => setMedia(null), dialogs };
}
