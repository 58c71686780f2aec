import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Button, FormControl, FormHelperText, FormLabel, Link, Stack, Typography } from '@mui/material';
import UploadFile from '@mui/icons-material/UploadFile';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import { truncateName } from '@console/contract';
import { useUploadDialog } from '../../../components/upload/use-upload-dialog.tsx';
import { VisuallyHidden } from '../../../components/VisuallyHidden.tsx';
import type { ControlProps } from '../../../components/control-props.ts';

/** The stored address ('' when none) is the value; a refused save focuses the upload button (`buttonRef`). */
export interface MediaControlProps extends Omit<ControlProps<string>, 'onBlur' | 'inputRef' | 'name'> {
  kind: 'image' | 'file';
  /** image: the crop's width / height. */
  aspect: number | null;
  buttonRef?: (element: HTMLButtonElement | null) => void;
}

/** The file name of a stored address (its last segment), for a file that was not uploaded in this visit. */
const nameOf = (address: string): string => decodeURIComponent(address.split(/[?#]/)[0].split('/').pop() || address);

/**
 * An image (the upload dialog with the crop at the field's aspect, a thumbnail, remove) or any other file (the upload
 * dialog for files, its name shown truncated at 20 characters followed by '..', remove).
 */
export function MediaControl({
  kind,
  label,
  value,
  onChange,
  aspect,
  required,
  readOnly,
  error,
  help,
  buttonRef,
}: MediaControlProps) {
  const { t } = useTranslation();
  const upload = useUploadDialog();
  const [uploadedName, setUploadedName] = useState<{ path: string; name: string } | null>(null);
  const name = value ? (uploadedName?.path === value ? uploadedName.name : nameOf(value)) : '';

  const choose = async () => {
    const result = await upload.open({
      mode: kind,
      aspect: kind === 'image' ? (aspect ?? undefined) : undefined,
      title: label,
    });
    if (!result) return;
    setUploadedName({ path: result.path, name: result.name });
    onChange(result.path);
  };

  return (
    <FormControl error={Boolean(error)} required={required} component="fieldset" fullWidth>
      <FormLabel component="legend">{label}</FormLabel>
      <Stack direction="row" spacing={2} alignItems="center" sx={{ mt: 1, flexWrap: 'wrap', rowGap: 1 }}>
        {kind === 'image' ? (
          <Box
            sx={{
              width: 160,
              aspectRatio: aspect ?? 16 / 9,
              borderRadius: 1,
              border: 1,
              borderColor: 'divider',
              bgcolor: 'action.hover',
              overflow: 'hidden',
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
            }}
          >
            {value ? (
              <Box
                component="img"
                src={value}
                alt={t('collection.form.imageOf', { label })}
                sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
              />
            ) : (
              <Typography variant="caption" color="text.secondary">
                {t('collection.form.noImage')}
              </Typography>
            )}
          </Box>
        ) : value ? (
          <Link href={value} target="_blank" rel="noopener" title={name}>
            {truncateName(name)}
          </Link>
        ) : (
          <Typography color="text.secondary">{t('collection.form.noFile')}</Typography>
        )}
        {readOnly ? null : (
          <Stack direction="row" spacing={1}>
            <Button variant="outlined" startIcon={<UploadFile />} onClick={() => void choose()} ref={buttonRef}>
              {value ? t(`collection.form.${kind}Change`) : t(`collection.form.${kind}Upload`)}
              <VisuallyHidden>{`: ${label}`}</VisuallyHidden>
            </Button>
            {value ? (
              <Button color="error" startIcon={<DeleteOutline />} onClick={() => onChange('')}>
                {t('collection.form.remove')}
                <VisuallyHidden>{`: ${label}`}</VisuallyHidden>
              </Button>
            ) : null}
          </Stack>
        )}
      </Stack>
      {error || help ? <FormHelperText>{error ?? help}</FormHelperText> : null}
      {upload.dialog}
    </FormControl>
  );
}
