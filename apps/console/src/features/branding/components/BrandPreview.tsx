import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Stack, Typography } from '@mui/material';
import { ThemeProvider } from '@mui/material/styles';
import type { ColorConfig } from '@console/contract';
import { useBrandTheme } from '../ClientThemeProvider.tsx';
import { LoginPreview } from './LoginPreview.tsx';
import { ShellPreview } from './ShellPreview.tsx';

/** A captioned picture of a page: what is inside is inert (no focus, no clicks, out of the accessibility tree). */
function PreviewFrame({ caption, testId, children }: { caption: string; testId: string; children: ReactNode }) {
  return (
    <Box component="figure" sx={{ m: 0 }} data-testid={testId}>
      <Typography component="figcaption" variant="subtitle2" sx={{ mb: 0.5 }}>
        {caption}
      </Typography>
      <Box inert sx={{ border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden', userSelect: 'none' }}>
        {children}
      </Box>
    </Box>
  );
}

interface BrandPreviewProps {
  /** The config being edited (not saved yet). */
  config: ColorConfig;
  clientName: string;
  userName: string;
}

/**
 * The login page and the console in the colours being edited: a theme of their own, built by the app's own theme
 * builder from the edited config, so the preview is what saving will show; the app's theme is not touched.
 */
export function BrandPreview({ config, clientName, userName }: BrandPreviewProps) {
  const { t } = useTranslation();
  const theme = useBrandTheme(config);
  return (
    <Stack spacing={2} component="section" aria-labelledby="brand-preview-title">
      <Box>
        <Typography id="brand-preview-title" variant="h6" component="h2">
          {t('brandEditor.preview.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('brandEditor.preview.intro')}
        </Typography>
      </Box>
      <PreviewFrame caption={t('brandEditor.preview.login')} testId="brand-preview-login">
        <ThemeProvider theme={theme}>
          <LoginPreview config={config} clientName={clientName} />
        </ThemeProvider>
      </PreviewFrame>
      <PreviewFrame caption={t('brandEditor.preview.shell')} testId="brand-preview-shell">
        <ThemeProvider theme={theme}>
          <ShellPreview clientName={clientName} userName={userName} />
        </ThemeProvider>
      </PreviewFrame>
    </Stack>
  );
}
