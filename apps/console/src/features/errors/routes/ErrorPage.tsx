import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { Box, Button, Container, Typography } from '@mui/material';

/** The frame of the error pages: a code heading, a message and one way back. */
export interface ErrorPageProps {
  title: string;
  message: string;
  backTo: string;
  backLabel: string;
  /** Inside the app shell (which already has the main landmark) rather than a page of its own. */
  embedded?: boolean;
}

export function ErrorPage({ title, message, backTo, backLabel, embedded = false }: ErrorPageProps) {
  return (
    <Box
      component={embedded ? 'section' : 'main'}
      sx={{
        minHeight: embedded ? 320 : '100vh',
        display: 'grid',
        placeItems: 'center',
        bgcolor: 'background.default',
        p: 3,
      }}
    >
      <Container maxWidth="sm" sx={{ textAlign: 'center' }}>
        <Typography variant="h2" component="h1" gutterBottom color="primary">
          {title}
        </Typography>
        <Typography variant="h6" component="p" gutterBottom>
          {message}
        </Typography>
        <Button component={RouterLink} to={backTo} variant="contained" sx={{ mt: 3 }}>
          {backLabel}
        </Button>
      </Container>
    </Box>
  );
}

export function NotFoundPage({ embedded = false }: { embedded?: boolean }) {
  const { t } = useTranslation();
  return (
    <ErrorPage
      embedded={embedded}
      title={t('errors.notFoundTitle')}
      message={t('errors.notFound')}
      backTo="/"
      backLabel={t('errors.backHome')}
    />
  );
}
