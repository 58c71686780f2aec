/** The shared upload dialogs (SPEC.md §2.3-2.5, §4 Upload, §5) used by the feed, users, branding, projects and files. */
export { UploadDialog, type UploadDialogOptions, type UploadDialogProps, type UploadMode } from './UploadDialog.tsx';
export { useUploadDialog } from './use-upload-dialog.tsx';
export { ImagePreviewModal, type PreviewMedia } from './ImagePreviewModal.tsx';
export { MultiUploadDialog, type MultiUploadDialogProps } from './MultiUploadDialog.tsx';
export { FeedMediaPicker } from './FeedMediaPicker.tsx';
export { InvalidFileAlert } from './InvalidFileAlert.tsx';
export { UploadProgress } from './UploadProgress.tsx';
export { uploadToMedia, type Uploader } from './upload-api.ts';
export { libraryUploader } from './library-uploader.ts';
export { isAllowedType, pickedKind, type PickedKind } from './file-type.ts';
