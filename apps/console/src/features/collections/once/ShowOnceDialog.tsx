import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  InputAdornment,
  TextField,
  Tooltip,
} from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';

export interface ShowOnceDialogProps {
  /** The values shown once, by name (a new API key: `chave`). */
  values: Record<string, string>;
  onClose: () => void;
}

/**
 * Values the server answers once and keeps nowhere (a new API key, issue 29): each in a read-only field with a copy
 * button, under a warning that it cannot be read again. Closing asks nothing more: the warning said it.
 */
export function ShowOnceDialog({ values, onClose }: ShowOnceDialogProps) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState<string | null>(null);
  const copy = async (name: string, value: string) => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(name);
    } catch {
      setCopied(null);
    }
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="show-once-title" maxWidth="sm" fullWidth>
      <DialogTitle id="show-once-title">{t('collection.once.title')}</DialogTitle>
      <DialogContent>
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('collection.once.warning')}
        </Alert>
        {Object.entries(values).map(([name, value]) => (
          <TextField
            key={name}
            label={t(`collection.once.fields.${name}`, { defaultValue: name })}
            value={value}
            fullWidth
            slotProps={{
              htmlInput: { readOnly: true, spellCheck: false, style: { fontFamily: 'monospace' } },
              input: {
                endAdornment: (
                  <InputAdornment position="end">
                    <Tooltip title={t('collection.once.copy')}>
                      <IconButton aria-label={t('collection.once.copy')} onClick={() => void copy(name, value)}>
                        <ContentCopyIcon />
                      </IconButton>
                    </Tooltip>
                  </InputAdornment>
                ),
              },
            }}
            onFocus={(event) => event.target.select()}
          />
        ))}
        <div role="status" aria-live="polite">
          {copied ? t('collection.once.copied') : ''}
        </div>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          {t('collection.once.done')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
