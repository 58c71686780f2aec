import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { Box, Button, Paper, Stack, Tab, Tabs, Typography } from '@mui/material';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { isAllowed } from '@console/contract';
import { ExportButton } from '../../../components/ExportButton.tsx';
import { positiveParam, useListParams } from '../../../lib/search-params.ts';
import { useSession } from '../../../lib/session.ts';
import type { QueueFilter } from '../api/moderation.ts';
import { ModerationQueue } from '../components/ModerationQueue.tsx';
import { ModerationTrail } from '../components/ModerationTrail.tsx';

/** The sections of the screen by their URL value (?aba=): the queue (default) and the trail. */
const TABS = ['fila', 'historico'] as const;
type TabName = (typeof TABS)[number];

/** The queue's filter in the URL (?situacao=pendentes|ocultos; absent: both). */
const FILTER_PARAMS: Record<QueueFilter, string | null> = { all: null, pending: 'pendentes', hidden: 'ocultos' };
const filterOf = (value: string | null): QueueFilter =>
  value === 'pendentes' ? 'pending' : value === 'ocultos' ? 'hidden' : 'all';

/** /feed/moderacao (feed.moderar): the queue of pending and hidden posts, with publish, hide and restore, and the moderation trail. */
export function ModerationPage() {
  const { t } = useTranslation();
  const [params, update] = useListParams();
  const tab: TabName = params.get('aba') === 'historico' ? 'historico' : 'fila';
  const filter = filterOf(params.get('situacao'));
  const { user } = useSession();
  return (
    <Stack
      spacing={2}
      component="section"
      aria-labelledby="moderation-title"
      sx={{ maxWidth: 960, mx: 'auto', width: '100%' }}
    >
      <Box>
        <Button startIcon={<ArrowBack />} component={RouterLink} to="/feed">
          {t('feed.moderation.back')}
        </Button>
      </Box>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        justifyContent="space-between"
        alignItems={{ sm: 'center' }}
      >
        <Typography id="moderation-title" variant="h4" component="h1">
          {t('feed.moderation.title')}
        </Typography>
        {tab === 'fila' && isAllowed(user, 'feed.exportar') ? (
          <ExportButton
            target={{
              path: '/api/v2/client/feed/moderacao',
              query: { status: filter === 'all' ? undefined : filter },
              name: 'moderacao',
            }}
          />
        ) : null}
      </Stack>
      <Paper variant="outlined">
        <Tabs
          value={tab}
          onChange={(_, next: TabName) => update({ aba: next === 'fila' ? null : next, pagina: null })}
          aria-label={t('feed.moderation.sections')}
          sx={{ borderBottom: 1, borderColor: 'divider' }}
        >
          {TABS.map((name) => (
            <Tab
              key={name}
              value={name}
              label={t(`feed.moderation.tabs.${name}`)}
              id={`moderation-tab-${name}`}
              aria-controls={`moderation-panel-${name}`}
            />
          ))}
        </Tabs>
        <Box role="tabpanel" id={`moderation-panel-${tab}`} aria-labelledby={`moderation-tab-${tab}`} sx={{ p: 2 }}>
          {tab === 'fila' ? (
            <ModerationQueue filter={filter} onFilter={(filter) => update({ situacao: FILTER_PARAMS[filter] })} />
          ) : (
            <ModerationTrail
              page={positiveParam(params.get('pagina'), 1)}
              onPage={(page) => update({ pagina: page > 1 ? String(page) : null })}
            />
          )}
        </Box>
      </Paper>
    </Stack>
  );
}
