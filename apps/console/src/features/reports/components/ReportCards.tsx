import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { Card, CardActionArea, CardContent, Grid, Typography } from '@mui/material';
import type { ReportCatalogueItem } from '@console/contract';

/** The reports the user may open, each a card leading to its page. */
export function ReportCards({ clientId, reports }: { clientId: string; reports: readonly ReportCatalogueItem[] }) {
  const { t } = useTranslation();
  if (!reports.length) return <Typography color="text.secondary">{t('reports.catalogueEmpty')}</Typography>;
  return (
    <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {reports.map((report) => (
        <Grid key={report.key} size={{ xs: 12, sm: 6, lg: 4 }} component="li">
          <Card variant="outlined" sx={{ height: '100%' }}>
            <CardActionArea
              component={RouterLink}
              to={`/relatorios/${clientId}/${report.key}`}
              sx={{ height: '100%', alignItems: 'flex-start' }}
            >
              <CardContent>
                <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                  {report.label}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {report.description}
                </Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
