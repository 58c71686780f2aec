import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { Box, Card, CardActionArea, CardContent, Stack, Typography } from '@mui/material';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import type { DashboardCard } from '@console/contract';
import { changeOf, formatFigure, formatPercent } from '../format.ts';

/** One figure: its value, the change against the previous period (arrow, percentage, colour and words), a link to its list. */
export function StatCard({ card }: { card: DashboardCard }) {
  const { t, i18n } = useTranslation();
  const label = t(`dashboard.cards.${card.key}`);
  const value = formatFigure(card.unit, card.value, i18n.language);
  const change = changeOf(card.value, card.previous);
  const previous = card.previous === null ? '' : formatFigure(card.unit, card.previous, i18n.language);
  const colour = change.kind === 'up' ? 'success.main' : change.kind === 'down' ? 'error.main' : 'text.secondary';
  const changeText =
    change.kind === 'up' || change.kind === 'down'
      ? t(`dashboard.change.${change.kind}`, { percent: formatPercent(change.percent, i18n.language), previous })
      : change.kind === 'none'
        ? t('dashboard.change.none')
        : t(`dashboard.change.${change.kind}`, { previous });
  const body = (
    <CardContent>
      <Typography variant="body2" color="text.secondary" component="h3">
        {label}
      </Typography>
      <Typography variant="h4" component="p" sx={{ my: 0.5, fontWeight: 600 }} data-testid={`card-${card.key}`}>
        {value}
      </Typography>
      <Stack direction="row" spacing={0.5} alignItems="center" sx={{ color: colour }}>
        {change.kind === 'up' ? <ArrowUpward fontSize="small" aria-hidden /> : null}
        {change.kind === 'down' ? <ArrowDownward fontSize="small" aria-hidden /> : null}
        <Typography variant="body2" component="p">
          {changeText}
        </Typography>
      </Stack>
    </CardContent>
  );
  return (
    <Card variant="outlined" sx={{ height: '100%' }} component="article" aria-label={label}>
      {card.link ? (
        <CardActionArea
          component={RouterLink}
          to={card.link}
          sx={{ height: '100%' }}
          aria-label={t('dashboard.open', { label, value, change: changeText })}
        >
          {body}
        </CardActionArea>
      ) : (
        <Box sx={{ height: '100%' }}>{body}</Box>
      )}
    </Card>
  );
}
