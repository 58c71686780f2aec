import { useTranslation } from 'react-i18next';
import { Box, Chip, Paper, Stack, Typography } from '@mui/material';
import LockOutlined from '@mui/icons-material/LockOutlined';
import type { Criterion, TimelineEntry } from '@console/contract';
import { PersonAvatar } from '../../../components/pickers/index.ts';
import { formatDateTime } from '../../../lib/date.ts';
import { intlLocale } from '../../../lib/locale.ts';

export interface TimelineProps {
  entries: readonly TimelineEntry[];
  /** The session's rubric, to name the criteria of a parecer's scores (unknown ids show as they are). */
  criteria?: readonly Criterion[];
}

function EntryDetails({ entry, criteria }: { entry: TimelineEntry; criteria: readonly Criterion[] }) {
  const { t, i18n } = useTranslation();
  const score = (value: number) => value.toLocaleString(intlLocale(i18n.language), { maximumFractionDigits: 1 });
  const names = new Map(criteria.map((c) => [c.id, c.name]));
  return (
    <Stack spacing={0.5}>
      {entry.recommendation || entry.decision ? (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {entry.recommendation ? (
            <Chip
              size="small"
              variant="outlined"
              label={`${t('projetos.timeline.recommendation')}: ${t(`projetos.recommendation.${entry.recommendation}`)}`}
            />
          ) : null}
          {entry.decision ? (
            <Chip
              size="small"
              variant="outlined"
              color="primary"
              label={`${t('projetos.timeline.decision')}: ${t(`projetos.decision.${entry.decision}`)}`}
            />
          ) : null}
        </Stack>
      ) : null}
      {entry.scores?.length ? (
        <Box component="ul" sx={{ m: 0, pl: 2.5 }} aria-label={t('projetos.timeline.scores')}>
          {entry.scores.map((s) => (
            <Typography component="li" variant="body2" key={s.criterion_id}>
              {names.get(s.criterion_id) ?? s.criterion_id}: {score(s.score)}
            </Typography>
          ))}
        </Box>
      ) : null}
      {entry.total !== null ? (
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {t('projetos.timeline.total', { total: score(entry.total) })}
        </Typography>
      ) : null}
      {entry.assignee ? (
        <Typography variant="body2">{t('projetos.timeline.assignee', { name: entry.assignee.name })}</Typography>
      ) : null}
      {entry.stage ? (
        <Typography variant="body2">{t('projetos.timeline.stage', { stage: entry.stage })}</Typography>
      ) : null}
      {entry.deadline ? (
        <Typography variant="body2">
          {t('projetos.timeline.deadline', { date: formatDateTime(entry.deadline) })}
        </Typography>
      ) : null}
      {entry.text ? (
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {entry.text}
        </Typography>
      ) : null}
    </Stack>
  );
}

/**
 * A project's history, oldest first: what happened (kind and status change), who, when, and the entry's own data
 * (a parecer's recommendation, scores and total; an encaminhamento's assignee, stage and deadline; a devolutiva's
 * decision). Internal entries, never shown to the proponent, are marked.
 */
export function Timeline({ entries, criteria = [] }: TimelineProps) {
  const { t } = useTranslation();
  if (!entries.length) {
    return (
      <Typography variant="body2" color="text.secondary">
        {t('projetos.timeline.empty')}
      </Typography>
    );
  }
  return (
    <Stack
      component="ol"
      spacing={1.5}
      aria-label={t('projetos.timeline.title')}
      sx={{ listStyle: 'none', m: 0, p: 0 }}
    >
      {entries.map((entry) => (
        <Paper
          component="li"
          key={entry.id}
          variant="outlined"
          sx={{ p: 1.5, borderLeft: 4, borderLeftColor: entry.internal ? 'warning.main' : 'primary.main' }}
        >
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
            <PersonAvatar url={entry.actor?.picture} size={32} />
            <Stack spacing={0.5} sx={{ minWidth: 0, flex: 1 }}>
              <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography variant="subtitle2" component="span">
                  {t(`projetos.timeline.kind.${entry.kind}`)}
                </Typography>
                {entry.from_status && entry.to_status && entry.from_status !== entry.to_status ? (
                  <Typography variant="body2" component="span" color="text.secondary">
                    {t('projetos.timeline.move', {
                      from: t(`projetos.status.${entry.from_status}`),
                      to: t(`projetos.status.${entry.to_status}`),
                    })}
                  </Typography>
                ) : null}
                {entry.internal ? (
                  <Chip
                    size="small"
                    color="warning"
                    variant="outlined"
                    icon={<LockOutlined />}
                    label={t('projetos.timeline.internal')}
                  />
                ) : null}
              </Stack>
              <Typography variant="caption" color="text.secondary">
                {entry.actor ? entry.actor.name : t('projetos.timeline.system')} ·{' '}
                <time dateTime={entry.created_at}>{formatDateTime(entry.created_at)}</time>
              </Typography>
              <EntryDetails entry={entry} criteria={criteria} />
            </Stack>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
