import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { Card, CardActionArea, CardContent, Grid, Stack, Typography } from '@mui/material';
import type { MenuItem } from '@console/contract';
import { ModuleIcon } from './ModuleIcon.tsx';

/** Links to modules as cards: translated name and description. */
export function ModuleCards({ items }: { items: readonly MenuItem[] }) {
  const { t } = useTranslation();
  return (
    <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {items.map((item) => (
        <Grid key={item.key} size={{ xs: 12, sm: 6, md: 4 }} component="li">
          <Card variant="outlined" sx={{ height: '100%' }}>
            <CardActionArea component={RouterLink} to={item.path} sx={{ height: '100%', alignItems: 'flex-start' }}>
              <CardContent>
                <Stack direction="row" spacing={1.5} alignItems="center" sx={{ mb: 1 }}>
                  <ModuleIcon name={item.icon} />
                  <Typography variant="h6" component="span">
                    {t(item.label)}
                  </Typography>
                </Stack>
                {item.tag ? (
                  <Typography variant="body2" color="text.secondary">
                    {t(`description.${item.tag}`)}
                  </Typography>
                ) : null}
              </CardContent>
            </CardActionArea>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
