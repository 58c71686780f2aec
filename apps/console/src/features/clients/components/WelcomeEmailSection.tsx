import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Controller, useWatch, type Control } from 'react-hook-form';
import { Alert, Box, Divider, Grid, Paper, Stack, Tab, Tabs, TextField, Typography } from '@mui/material';
import { PASSWORD_SETUP_ROUTE, WELCOME_PLACEHOLDERS, type Language } from '@console/contract';
import { absoluteUrl } from '../format.ts';
import { BODY_MAX, SUBJECT_MAX, fillPlaceholders, type SettingsValues } from '../form/settings.ts';
import { SettingsSection } from './SettingsSection.tsx';

/** What the e-mail reads like, with sample values in the placeholders; plain text, as the member's mail reader shows it. */
function WelcomePreview({
  control,
  language,
  clientId,
}: {
  control: Control<SettingsValues>;
  language: Language;
  clientId: number;
}) {
  const { t } = useTranslation();
  const [texts, clientName] = useWatch({ control, name: [`welcome_email.${language}`, 'name'] });
  const sample = {
    name: t('clients.welcome.sampleName'),
    client: clientName.trim(),
    link: absoluteUrl(`${PASSWORD_SETUP_ROUTE}?token=exemplo&client_id=${clientId}`),
  };
  const custom = texts.subject.trim() !== '' || texts.body.trim() !== '';
  return (
    <Paper
      variant="outlined"
      component="figure"
      aria-labelledby={`welcome-preview-${language}`}
      sx={{ m: 0, p: 2, bgcolor: 'background.default', height: '100%' }}
    >
      <Typography id={`welcome-preview-${language}`} variant="overline" component="figcaption">
        {t('clients.welcome.preview')}
      </Typography>
      {custom ? (
        <Stack spacing={1}>
          <Typography variant="body2">
            <strong>{t('clients.welcome.subject')}:</strong> {fillPlaceholders(texts.subject, sample)}
          </Typography>
          <Divider />
          <Box
            component="div"
            data-testid="welcome-preview-body"
            sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontFamily: 'inherit', typography: 'body2' }}
          >
            {fillPlaceholders(texts.body, sample)}
          </Box>
        </Stack>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {t('clients.welcome.defaultTexts')}
        </Typography>
      )}
    </Paper>
  );
}

/** The welcome e-mail's subject and text in each language the client offers (tabs), with the placeholders and the preview. */
export function WelcomeEmailSection({
  control,
  readOnly,
  clientId,
}: {
  control: Control<SettingsValues>;
  readOnly: boolean;
  clientId: number;
}) {
  const { t } = useTranslation();
  const offered = useWatch({ control, name: 'languages' });
  const [chosen, setChosen] = useState<Language | null>(null);
  const language = chosen && offered.includes(chosen) ? chosen : offered[0];
  return (
    <SettingsSection title={t('clients.welcome.title')} intro={t('clients.welcome.intro')}>
      {language ? (
        <>
          <Tabs
            value={language}
            onChange={(_event, next: Language) => setChosen(next)}
            aria-label={t('clients.welcome.languages')}
            sx={{ mb: 2 }}
          >
            {offered.map((lang) => (
              <Tab
                key={lang}
                value={lang}
                label={t(`languages.${lang}`)}
                id={`welcome-tab-${lang}`}
                aria-controls={`welcome-panel-${lang}`}
              />
            ))}
          </Tabs>
          <Grid
            container
            spacing={2}
            role="tabpanel"
            id={`welcome-panel-${language}`}
            aria-labelledby={`welcome-tab-${language}`}
          >
            <Grid size={{ xs: 12, md: 6 }}>
              <Stack spacing={2}>
                <Controller
                  key={`${language}-subject`}
                  name={`welcome_email.${language}.subject`}
                  control={control}
                  render={({ field, fieldState }) => (
                    <TextField
                      label={t('clients.welcome.subject')}
                      fullWidth
                      {...field}
                      disabled={readOnly}
                      error={Boolean(fieldState.error)}
                      helperText={fieldState.error?.message}
                      slotProps={{ htmlInput: { maxLength: SUBJECT_MAX } }}
                    />
                  )}
                />
                <Controller
                  key={`${language}-body`}
                  name={`welcome_email.${language}.body`}
                  control={control}
                  render={({ field, fieldState }) => (
                    <TextField
                      label={t('clients.welcome.body')}
                      fullWidth
                      multiline
                      minRows={6}
                      {...field}
                      disabled={readOnly}
                      error={Boolean(fieldState.error)}
                      helperText={fieldState.error?.message ?? t('clients.welcome.bodyHint')}
                      slotProps={{ htmlInput: { maxLength: BODY_MAX } }}
                    />
                  )}
                />
                <Alert severity="info" icon={false}>
                  <Typography variant="body2" gutterBottom>
                    {t('clients.welcome.placeholders')}
                  </Typography>
                  <Box
                    component="dl"
                    sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1.5, rowGap: 0.5 }}
                  >
                    {WELCOME_PLACEHOLDERS.map((placeholder) => (
                      <Box key={placeholder} sx={{ display: 'contents' }}>
                        <Box component="dt" sx={{ fontFamily: 'monospace', fontWeight: 600 }}>
                          {placeholder}
                        </Box>
                        <Box component="dd" sx={{ m: 0 }}>
                          {t(`clients.welcome.placeholder.${placeholder.slice(1, -1)}`)}
                        </Box>
                      </Box>
                    ))}
                  </Box>
                </Alert>
              </Stack>
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <WelcomePreview control={control} language={language} clientId={clientId} />
            </Grid>
          </Grid>
        </>
      ) : (
        <Alert severity="warning">{t('clients.welcome.noLanguage')}</Alert>
      )}
    </SettingsSection>
  );
}
