import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Chip, FormControlLabel, Stack, Switch, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { PLATFORMS, type ModulePermission, type Platform } from '@console/contract';
import { platformsOf, subLabel, tagLabel } from '../catalogue.ts';

/** What a write in flight shows before the server answers (rolled back when it refuses). */
export interface ModuleOverride {
  enabled?: boolean;
  platforms?: Platform[];
  subs?: Record<string, boolean>;
}

/** The changes a row asks for; the panel shows them at once and writes them. */
export interface ModuleRowActions {
  onEnabled: (module: ModulePermission, enabled: boolean) => void;
  onPlatforms: (module: ModulePermission, platforms: Platform[]) => void;
  onSub: (module: ModulePermission, tag: string, enabled: boolean) => void;
}

interface ModuleRowProps {
  module: ModulePermission;
  override: ModuleOverride | undefined;
  canEdit: boolean;
  /** Stable across renders, so that a change re-renders only its own row. */
  actions: ModuleRowActions;
}

/**
 * One module as the user holds it: its switch, where it is offered (Web/App; no record or null means
 * everywhere), and its sub-permissions nested under it. Controls wait while a write of the module is in flight.
 */
export const ModuleRow = memo(function ModuleRow({ module, override, canEdit, actions }: ModuleRowProps) {
  const { t } = useTranslation();
  const name = tagLabel(t, module.tag);
  const busy = override !== undefined;
  const disabled = !canEdit || busy;
  const enabled = override?.enabled ?? module.permission?.enabled ?? false;
  const platforms = override?.platforms ?? platformsOf(module.permission?.platform ?? null);
  return (
    <Box
      component="li"
      sx={{ py: 1, borderBottom: 1, borderColor: 'divider', '&:last-of-type': { borderBottom: 0 } }}
      aria-busy={busy}
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        alignItems={{ sm: 'center' }}
        justifyContent="space-between"
      >
        <Stack direction="row" spacing={1} alignItems="center">
          <FormControlLabel
            control={
              <Switch
                checked={enabled}
                disabled={disabled}
                onChange={(event) => actions.onEnabled(module, event.target.checked)}
              />
            }
            label={name}
            sx={{ mr: 0 }}
          />
          {module.permission === null ? (
            <Chip size="small" variant="outlined" label={t('permissions.modules.noRecord')} />
          ) : null}
        </Stack>
        <ToggleButtonGroup
          size="small"
          value={platforms}
          disabled={disabled}
          aria-label={t('permissions.modules.platformsOf', { name })}
          onChange={(_, next: Platform[]) => {
            // At least one platform: the last one cannot be turned off.
            if (next.length > 0) actions.onPlatforms(module, next);
          }}
        >
          {PLATFORMS.map((platform) => (
            <ToggleButton key={platform} value={platform} sx={{ px: 1.5, py: 0.25 }}>
              {t(`permissions.platform.${platform}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Stack>
      {module.subs.length > 0 ? (
        <Stack
          direction="row"
          flexWrap="wrap"
          columnGap={2}
          sx={{ pl: { xs: 2, sm: 6 } }}
          role="group"
          aria-label={t('permissions.modules.subsOf', { name })}
        >
          {module.subs.map((sub) => (
            <FormControlLabel
              key={sub.tag}
              control={
                <Switch
                  size="small"
                  checked={override?.subs?.[sub.tag] ?? sub.enabled}
                  disabled={disabled}
                  onChange={(event) => actions.onSub(module, sub.tag, event.target.checked)}
                  slotProps={{ input: { 'aria-label': tagLabel(t, sub.tag) } }}
                />
              }
              label={subLabel(t, sub.tag)}
            />
          ))}
        </Stack>
      ) : null}
    </Box>
  );
});
