import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';

/** The addresses a link may take (the API drops any other, javascript: first of all). */
const LINK_ADDRESS = /^(https?:\/\/\S+|mailto:\S+)$/i;

/**
 * Asks the address of the selected text's link: `onClose` gets the address, '' to remove the link, or null when
 * cancelled.
 */
export function LinkDialog({ href, onClose }: { href: string; onClose: (href: string | null) => void }) {
  const { t } = useTranslation();
  const [value, setValue] = useState(href);
  const [invalid, setInvalid] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const address = value.trim();
    if (address && !LINK_ADDRESS.test(address)) return setInvalid(true);
    onClose(address);
  };
  return (
    <Dialog open onClose={() => onClose(null)} fullWidth maxWidth="sm" aria-labelledby="richtext-link-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="richtext-link-title">{t('collection.richtext.linkTitle')}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            type="url"
            label={t('collection.richtext.linkAddress')}
            value={value}
            onChange={(event) => {
              setValue(event.target.value);
              setInvalid(false);
            }}
            error={invalid}
            helperText={invalid ? t('collection.richtext.linkInvalid') : undefined}
          />
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap' }}>
          {href ? (
            <Button color="error" onClick={() => onClose('')}>
              {t('collection.richtext.linkRemove')}
            </Button>
          ) : null}
          <Button onClick={() => onClose(null)}>{t('collection.richtext.cancel')}</Button>
          <Button type="submit" variant="contained">
            {t('collection.richtext.linkApply')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
