import { useTranslation } from 'react-i18next';
import { Controller, type Control } from 'react-hook-form';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Alert,
  FormControlLabel,
  FormHelperText,
  Grid,
  Stack,
  Switch,
  Typography,
} from '@mui/material';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Lock from '@mui/icons-material/Lock';
import { HUBS, isCoreModule, moduleByTag, type ContractedModule, type Hub } from '@console/contract';
import type { SettingsValues } from '../form/settings.ts';
import { SettingsSection } from './SettingsSection.tsx';

/** The contract's modules in the menu's hubs, in the catalogue's order; tags the catalogue no longer has are left out. */
function modulesByHub(modules: readonly ContractedModule[]): { hub: Hub; modules: ContractedModule[] }[] {
  const hubOf = (tag: string) => moduleByTag(tag)?.hub;
  return HUBS.map((hub) => ({ hub, modules: modules.filter((module) => hubOf(module.tag) === hub) })).filter(
    (group) => group.modules.length > 0,
  );
}

interface ModulesSectionProps {
  control: Control<SettingsValues>;
  /** Only the platform operator changes the contract; a client's administrator reads it. */
  editable: boolean;
}

/** The modules contracted, by hub: switches for the operator, core modules locked on; read-only for a client's administrator. */
export function ModulesSection({ control, editable }: ModulesSectionProps) {
  const { t } = useTranslation();
  return (
    <SettingsSection
      title={t('clients.modules.title')}
      intro={t(editable ? 'clients.modules.intro' : 'clients.modules.readOnly')}
    >
      <Controller
        name="modules"
        control={control}
        render={({ field, fieldState }) => {
          const toggle = (tag: string, enabled: boolean) =>
            field.onChange(field.value.map((module) => (module.tag === tag ? { ...module, enabled } : module)));
          return (
            <Stack spacing={1}>
              {fieldState.error ? <Alert severity="error">{fieldState.error.message}</Alert> : null}
              {modulesByHub(field.value).map(({ hub, modules }) => {
                const contracted = modules.filter((module) => module.enabled).length;
                return (
                  <Accordion
                    key={hub}
                    disableGutters
                    variant="outlined"
                    slotProps={{ transition: { unmountOnExit: true } }}
                  >
                    <AccordionSummary
                      expandIcon={<ExpandMore />}
                      aria-controls={`modules-${hub}`}
                      id={`modules-${hub}-summary`}
                    >
                      <Typography sx={{ flex: 1 }}>{t(`hub.${hub}`)}</Typography>
                      <Typography variant="body2" color="text.secondary" sx={{ mr: 1 }}>
                        {t('clients.modules.count', { contracted, total: modules.length })}
                      </Typography>
                    </AccordionSummary>
                    <AccordionDetails id={`modules-${hub}`}>
                      <Grid container spacing={1}>
                        {modules.map((module) => {
                          const core = isCoreModule(module.tag);
                          const label = t(`menu.${module.tag}`);
                          return (
                            <Grid key={module.tag} size={{ xs: 12, sm: 6, md: 4 }}>
                              <FormControlLabel
                                label={
                                  <Stack direction="row" spacing={0.5} alignItems="center" component="span">
                                    <span>{label}</span>
                                    {core ? <Lock fontSize="inherit" color="action" aria-hidden /> : null}
                                  </Stack>
                                }
                                control={
                                  <Switch
                                    checked={core || module.enabled}
                                    disabled={!editable || core}
                                    onChange={(event) => toggle(module.tag, event.target.checked)}
                                    slotProps={{ input: { 'aria-describedby': core ? 'core-module-hint' : undefined } }}
                                  />
                                }
                              />
                            </Grid>
                          );
                        })}
                      </Grid>
                    </AccordionDetails>
                  </Accordion>
                );
              })}
              <FormHelperText id="core-module-hint">{t('clients.modules.coreHint')}</FormHelperText>
            </Stack>
          );
        }}
      />
    </SettingsSection>
  );
}
