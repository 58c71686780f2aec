import { useTranslation } from 'react-i18next';
import { Box, Button, Link, Paper, Stack, TextField, Typography } from '@mui/material';
import type { ColorConfig } from '@console/contract';

/**
 * The client's login page in miniature, drawn with the theme it is given: background (colour and image), the card
 * with the logo, the client's name, the form's fields, the primary button and the links. A picture only: the
 * preview around it is inert.
 */
export function LoginPreview({ config, clientName }: { config: ColorConfig; clientName: string }) {
  const { t } = useTranslation();
  const background = config.login_background;
  return (
    <Box
      sx={{
        bgcolor: 'background.default',
        color: 'text.primary',
        backgroundImage: background ? `url("${encodeURI(background)}")` : undefined,
        backgroundSize: 'cover',
        backgroundPosition: 'center',
        px: 3,
        py: 4,
        display: 'grid',
        placeItems: 'center',
      }}
    >
      <Paper elevation={3} sx={{ p: 3, width: '100%', maxWidth: 340, borderTop: 6, borderColor: 'primary.main' }}>
        <Stack spacing={2}>
          {config.logo ? (
            <Box
              component="img"
              src={config.logo}
              alt={t('auth.logo', { name: clientName })}
              sx={{ maxHeight: 48, maxWidth: '100%', alignSelf: 'center' }}
            />
          ) : null}
          <Box>
            <Typography variant="h5" component="p" color="primary" textAlign="center">
              {clientName}
            </Typography>
            <Typography variant="body2" textAlign="center" color="text.secondary">
              {t('auth.loginSubtitle')}
            </Typography>
          </Box>
          <Stack component="form" spacing={2} aria-label={t('auth.loginSubtitle')}>
            <TextField size="small" label={t('auth.email')} type="email" />
            <TextField size="small" label={t('auth.password')} type="password" autoComplete="off" />
            <Button variant="contained">{t('auth.submit')}</Button>
          </Stack>
          <Stack direction="row" justifyContent="space-between" flexWrap="wrap" gap={1}>
            <Link component="span" variant="body2">
              {t('auth.otherOrganisation')}
            </Link>
            {config.registration ? (
              <Link component="span" variant="body2">
                {t('auth.register')}
              </Link>
            ) : null}
          </Stack>
        </Stack>
      </Paper>
    </Box>
  );
}
