import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Container, Paper, Stack, Typography } from '@mui/material';
import { LanguageSwitch } from '../../../components/LanguageSwitch.tsx';

interface AuthCardProps {
  title: string;
  subtitle?: string;
  logo?: string | null;
  /** The client's login background image, behind the card. */
  background?: string | null;
  children: ReactNode;
}

/** The frame of the auth screens: client colours (and background image) behind, a card with the client's name as heading. */
export function AuthCard({ title, subtitle, logo, background, children }: AuthCardProps) {
  const { t } = useTranslation();
  const image = background
    ? { backgroundImage: `url("${encodeURI(background)}")`, backgroundSize: 'cover', backgroundPosition: 'center' }
    : {};
  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', bgcolor: 'background.default', color: 'text.primary', py: 6, ...image }}
    >
      <Container maxWidth="sm">
        <Stack direction="row" justifyContent="flex-end" sx={{ mb: 2 }}>
          <Paper sx={{ p: 1 }}>
            <LanguageSwitch />
          </Paper>
        </Stack>
        <Paper elevation={3} sx={{ p: { xs: 3, sm: 5 }, borderTop: 6, borderColor: 'primary.main' }}>
          <Stack spacing={3}>
            {logo ? (
              <Box
                component="img"
                src={logo}
                alt={t('auth.logo', { name: title })}
                sx={{ maxHeight: 64, alignSelf: 'center' }}
              />
            ) : null}
            <Box>
              <Typography variant="h4" component="h1" color="primary" textAlign="center">
                {title}
              </Typography>
              {subtitle ? (
                <Typography textAlign="center" color="text.secondary">
                  {subtitle}
                </Typography>
              ) : null}
            </Box>
            {children}
          </Stack>
        </Paper>
      </Container>
    </Box>
  );
}
