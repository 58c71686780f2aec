import { useTranslation } from 'react-i18next';
import { Box, List, ListItem, ListItemIcon, ListItemText, Paper, Stack, Typography } from '@mui/material';
import CheckCircle from '@mui/icons-material/CheckCircle';
import RemoveCircleOutline from '@mui/icons-material/RemoveCircleOutline';
import { isAllowed, moduleByTag, type AuthenticatedUser } from '@console/contract';
import { ModuleIcon } from './ModuleIcon.tsx';

/**
 * A module's landing: its name, its description and which of its sub-permissions
 * (`<tag>.<action>` in resource_sub) the signed-in user holds.
 */
export function ModuleLanding({ tag, user, extra }: { tag: string; user: AuthenticatedUser | null; extra?: string }) {
  const { t } = useTranslation();
  const module = moduleByTag(tag);
  if (!module) return null;
  const subs = module.subs.map((action) => ({ action, granted: isAllowed(user, `${tag}.${action}`) }));
  return (
    <Stack spacing={3} component="section" aria-labelledby="module-title">
      <Stack direction="row" spacing={2} alignItems="center">
        <ModuleIcon name={module.icon} fontSize="large" />
        <Typography id="module-title" variant="h4" component="h1">
          {t(`menu.${tag}`)}
        </Typography>
      </Stack>
      <Typography>{t(`description.${tag}`)}</Typography>
      {extra ? <Typography color="text.secondary">{extra}</Typography> : null}
      <Paper variant="outlined" component="section" aria-labelledby="module-subs">
        <Box sx={{ p: 2 }}>
          <Typography id="module-subs" variant="h6" component="h2">
            {t('landing.permissions')}
          </Typography>
          {subs.length === 0 ? (
            <Typography sx={{ mt: 1 }}>{t('landing.noSubs')}</Typography>
          ) : (
            <List dense aria-labelledby="module-subs">
              {subs.map(({ action, granted }) => (
                <ListItem key={action} data-granted={granted}>
                  <ListItemIcon>
                    {granted ? (
                      <CheckCircle color="success" aria-hidden />
                    ) : (
                      <RemoveCircleOutline color="disabled" aria-hidden />
                    )}
                  </ListItemIcon>
                  <ListItemText
                    primary={t(`sub.${action}`)}
                    secondary={granted ? t('landing.granted') : t('landing.notGranted')}
                  />
                </ListItem>
              ))}
            </List>
          )}
        </Box>
      </Paper>
    </Stack>
  );
}
