/** The shared upload dialogs (SPEC.md §2.3-2.5, §4 Upload, §5) used by the feed, users, branding, projects and files. */
export { useUploadDialog } from './use-upload-dialog.tsx';
export { ImagePreviewModal, type PreviewMedia } from './ImagePreviewModal.tsx';
export { FeedMediaPicker } from './FeedMediaPicker.tsx';
