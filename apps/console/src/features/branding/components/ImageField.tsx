import { useTranslation } from 'react-i18next';
import { Controller, type Control } from 'react-hook-form';
import { Box, Button, FormHelperText, Stack, Typography } from '@mui/material';
import AddPhotoAlternate from '@mui/icons-material/AddPhotoAlternate';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import { libraryUploader } from '../../../components/upload/library-uploader.ts';
import { useUploadDialog } from '../../../components/upload/use-upload-dialog.tsx';
import type { BrandValues, ImageField as Field } from '../brand-form.ts';

/** The favicon is square; the logo and the login background keep the image's own proportions. */
const ASPECT: Partial<Record<Field, number>> = { favicon: 1 };

interface ImageFieldProps {
  name: Field;
  control: Control<BrandValues>;
  readOnly: boolean;
  /** Whether the user may add files to the client's library (where the brand's images must come from). */
  canUpload: boolean;
}

/** One brand image: a thumbnail, 'Enviar imagem' through the upload dialog into the client's library, and 'Remover'. */
export function ImageField({ name, control, readOnly, canUpload }: ImageFieldProps) {
  const { t } = useTranslation();
  const upload = useUploadDialog();
  const label = t(`brandEditor.images.${name}`);
  const labelId = `brand-${name}-label`;
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => {
        const choose = async () => {
          const result = await upload.open({
            mode: 'image',
            aspect: ASPECT[name],
            title: t('brandEditor.images.uploadTitle', { image: label }),
            upload: libraryUploader({
              name: '',
              description: t('brandEditor.images.libraryDescription', { image: label }),
            }),
          });
          if (result) field.onChange(result.path);
        };
        return (
          <Stack direction="row" spacing={2} alignItems="center" role="group" aria-labelledby={labelId}>
            <Box
              sx={{
                flexShrink: 0,
                width: 96,
                height: 64,
                border: 1,
                borderColor: fieldState.error ? 'error.main' : 'divider',
                borderRadius: 1,
                display: 'grid',
                placeItems: 'center',
                overflow: 'hidden',
                // A checkerboard shows the transparent parts of a logo.
                background: 'repeating-conic-gradient(#e0e0e0 0% 25%, #ffffff 0% 50%) 50% / 16px 16px',
              }}
            >
              {field.value ? (
                <Box
                  component="img"
                  src={field.value}
                  alt={t('brandEditor.images.current', { image: label })}
                  sx={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }}
                />
              ) : (
                <Typography variant="caption" color="text.secondary" sx={{ bgcolor: 'background.paper', px: 0.5 }}>
                  {t('brandEditor.images.none')}
                </Typography>
              )}
            </Box>
            <Stack spacing={0.5} alignItems="flex-start" sx={{ minWidth: 0 }}>
              <Typography id={labelId} variant="subtitle2" component="p">
                {label}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t(`brandEditor.images.hint.${name}`)}
              </Typography>
              {readOnly ? null : (
                <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
                  <Button
                    size="small"
                    variant="outlined"
                    startIcon={<AddPhotoAlternate />}
                    disabled={!canUpload}
                    aria-label={t('brandEditor.images.upload', { image: label })}
                    onClick={() => void choose()}
                    ref={field.ref}
                  >
                    {t('brandEditor.images.uploadShort')}
                  </Button>
                  {field.value ? (
                    <Button
                      size="small"
                      color="error"
                      startIcon={<DeleteOutline />}
                      aria-label={t('brandEditor.images.remove', { image: label })}
                      onClick={() => field.onChange(null)}
                    >
                      {t('brandEditor.images.removeShort')}
                    </Button>
                  ) : null}
                </Stack>
              )}
              {!readOnly && !canUpload ? <FormHelperText>{t('brandEditor.images.noUpload')}</FormHelperText> : null}
              {fieldState.error ? <FormHelperText error>{fieldState.error.message}</FormHelperText> : null}
            </Stack>
            {upload.dialog}
          </Stack>
        );
      }}
    />
  );
}
