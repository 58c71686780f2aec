import { useTranslation } from 'react-i18next';
import { Button, FormHelperText, Stack } from '@mui/material';
import AddAPhoto from '@mui/icons-material/AddAPhoto';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import { PersonAvatar } from '../../../components/pickers/PersonAvatar.tsx';
import { useUploadDialog } from '../../../components/upload/use-upload-dialog.tsx';

/** The user's picture: a square crop sent to the media service through the upload dialog, with preview and remove. */
export function AvatarField({
  value,
  error,
  onChange,
}: {
  value: string;
  error?: string;
  onChange: (url: string) => void;
}) {
  const { t } = useTranslation();
  const upload = useUploadDialog();
  const choose = async () => {
    const result = await upload.open({ mode: 'image', aspect: 1, title: t('users.pictureTitle') });
    if (result) onChange(result.path);
  };
  return (
    <Stack direction="row" spacing={2} alignItems="center">
      <PersonAvatar url={value} size={72} alt={t('users.picture')} />
      <Stack spacing={1} alignItems="flex-start">
        <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
          <Button variant="outlined" startIcon={<AddAPhoto />} onClick={() => void choose()}>
            {value ? t('users.pictureChange') : t('users.pictureAdd')}
          </Button>
          {value ? (
            <Button color="error" startIcon={<DeleteOutline />} onClick={() => onChange('')}>
              {t('users.pictureRemove')}
            </Button>
          ) : null}
        </Stack>
        {error ? <FormHelperText error>{error}</FormHelperText> : null}
      </Stack>
      {upload.dialog}
    </Stack>
  );
}
