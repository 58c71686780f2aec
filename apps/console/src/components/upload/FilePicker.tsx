import { useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Button, Typography } from '@mui/material';
import UploadFile from '@mui/icons-material/UploadFile';

export interface FilePickerProps {
  /** The button's text ('Escolher imagem', 'Escolher arquivos', ...). */
  label: string;
  /** The hidden input's accessible name (default the button's text). */
  inputLabel?: string;
  accept?: string;
  multiple?: boolean;
  disabled?: boolean;
  /** The files chosen with the button or dropped on the zone (never empty). */
  onFiles: (files: File[]) => void;
  /** data-testid of the hidden input. */
  inputTestId?: string;
}

/**
 * The one file picker of the console: a drop zone around a real button. The button (Enter and Space work, as on any
 * button) opens the browser's chooser through the hidden input; a file dropped on the zone counts as chosen.
 * The zone shows while a file is dragged over it, and says what dropping does.
 */
export function FilePicker({
  label,
  inputLabel,
  accept,
  multiple,
  disabled,
  onFiles,
  inputTestId = 'file-picker-input',
}: FilePickerProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);

  const dragOver = (event: DragEvent) => {
    event.preventDefault();
    if (disabled) return;
    event.dataTransfer.dropEffect = 'copy';
    setOver(true);
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    if (disabled) return;
    const files = Array.from(event.dataTransfer.files);
    if (files.length > 0) onFiles(multiple ? files : files.slice(0, 1));
  };

  return (
    <Box
      data-testid="file-drop-zone"
      data-over={over ? 'true' : undefined}
      onDragEnter={dragOver}
      onDragOver={dragOver}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1.5,
        p: 1.5,
        border: 2,
        borderStyle: 'dashed',
        borderRadius: 1,
        borderColor: over ? 'primary.main' : 'grey.500',
        bgcolor: over ? 'action.selected' : undefined,
      }}
    >
      <Button variant="outlined" startIcon={<UploadFile />} disabled={disabled} onClick={() => input.current?.click()}>
        {label}
      </Button>
      <Typography variant="body2" color="text.secondary" aria-live="polite">
        {over ? t('upload.dropNow') : multiple ? t('upload.dropHintMany') : t('upload.dropHint')}
      </Typography>
      <input
        ref={input}
        type="file"
        hidden
        tabIndex={-1}
        multiple={multiple}
        accept={accept}
        aria-label={inputLabel ?? label}
        data-testid={inputTestId}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          event.target.value = '';
          if (files.length > 0) onFiles(files);
        }}
      />
    </Box>
  );
}
