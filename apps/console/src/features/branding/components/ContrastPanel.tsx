import { useTranslation } from 'react-i18next';
import { Alert, AlertTitle, Box, Button, List, ListItem, Stack, Typography } from '@mui/material';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import { intlLocale } from '../../../lib/locale.ts';
import { AA_TEXT, formatRatio, type ColorField, type ContrastCheck } from '../contrast.ts';

/** A small sample of one colour, for the eye; the text beside it says which colour it is. */
const Swatch = ({ color }: { color: string }) => (
  <Box
    component="span"
    aria-hidden
    sx={{
      display: 'inline-block',
      width: 14,
      height: 14,
      borderRadius: 0.5,
      border: 1,
      borderColor: 'divider',
      bgcolor: color,
      verticalAlign: 'middle',
      mr: 0.5,
    }}
  />
);

interface ContrastPanelProps {
  checks: readonly ContrastCheck[];
  /** Puts a suggested colour into its field; absent when the user may not edit. */
  onUse?: (field: ColorField, color: string) => void;
}

/** The WCAG AA check of the colours being edited: a warning with the ratio and a suggestion for each pair below 4.5:1, the passing pairs listed. */
export function ContrastPanel({ checks, onUse }: ContrastPanelProps) {
  const { t, i18n } = useTranslation();
  const locale = intlLocale(i18n.language);
  const minimum = formatRatio(AA_TEXT, locale);
  const failing = checks.filter((check) => !check.passes);
  const passing = checks.filter((check) => check.passes);
  return (
    <Stack spacing={1.5} component="section" aria-labelledby="brand-contrast-title">
      <Typography id="brand-contrast-title" variant="h6" component="h2">
        {t('brandEditor.contrast.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('brandEditor.contrast.intro', { minimum })}
      </Typography>
      {failing.map((check) => {
        const pair = t(`brandEditor.contrast.pairs.${check.key}`);
        const color = t(`brandEditor.colors.${check.field}`);
        return (
          <Alert key={check.key} severity="warning" data-testid={`contrast-warning-${check.key}`}>
            <AlertTitle>
              {t('brandEditor.contrast.low', { pair, ratio: formatRatio(check.ratio, locale), minimum })}
            </AlertTitle>
            {check.suggestion ? (
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems={{ sm: 'center' }}>
                <Typography variant="body2">
                  <Swatch color={check.suggestion} />
                  {t('brandEditor.contrast.suggestion', { color, suggestion: check.suggestion })}
                </Typography>
                {onUse ? (
                  <Button
                    size="small"
                    variant="outlined"
                    color="inherit"
                    aria-label={t('brandEditor.contrast.useFor', { color, suggestion: check.suggestion })}
                    onClick={() => onUse(check.field, check.suggestion as string)}
                  >
                    {t('brandEditor.contrast.use')}
                  </Button>
                ) : null}
              </Stack>
            ) : (
              <Typography variant="body2">{t('brandEditor.contrast.noSuggestion', { color })}</Typography>
            )}
          </Alert>
        );
      })}
      {failing.length === 0 ? (
        <Alert severity="success" data-testid="contrast-ok">
          {t('brandEditor.contrast.allPass', { minimum })}
        </Alert>
      ) : null}
      {passing.length ? (
        <List dense disablePadding aria-label={t('brandEditor.contrast.passingList')}>
          {passing.map((check) => (
            <ListItem key={check.key} disableGutters sx={{ gap: 1 }}>
              <CheckCircleOutline fontSize="small" color="success" aria-hidden />
              <Typography variant="body2">
                {t('brandEditor.contrast.passes', {
                  pair: t(`brandEditor.contrast.pairs.${check.key}`),
                  ratio: formatRatio(check.ratio, locale),
                })}
              </Typography>
            </ListItem>
          ))}
        </List>
      ) : null}
    </Stack>
  );
}
