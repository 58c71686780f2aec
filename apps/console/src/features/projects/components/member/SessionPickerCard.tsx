import { useTranslation } from 'react-i18next';
import { Box, Button, Card, CardActions, CardContent, Stack, Typography } from '@mui/material';
import AddCircleOutline from '@mui/icons-material/AddCircleOutline';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import { BANNER_ASPECT_RATIO, type MemberSession } from '@console/contract';
import { formatDate } from '../../../../lib/date.ts';
import { StatusChip } from '../StatusChip.tsx';

/** Whether today (local calendar day) is inside the session's submission period. */
function inPeriod(
  session: Pick<MemberSession, 'submission_start' | 'submission_end'>,
  today: Date = new Date(),
): boolean {
  const pad = (n: number) => String(n).padStart(2, '0');
  const day = `${today.getFullYear()}-${pad(today.getMonth() + 1)}-${pad(today.getDate())}`;
  return day >= session.submission_start && day <= session.submission_end;
}

/**
 * An open session a member can propose into: its banner (110/33), title, submission period, description and the
 * rubric the reviewers will score with; 'Criar projeto' starts a project in it.
 */
export function SessionPickerCard({
  session,
  onCreate,
}: {
  session: MemberSession;
  onCreate: (session: MemberSession) => void;
}) {
  const { t } = useTranslation();
  const titleId = `session-${session.id}-title`;
  return (
    <Card
      variant="outlined"
      component="article"
      aria-labelledby={titleId}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <Box
        sx={{
          aspectRatio: String(BANNER_ASPECT_RATIO),
          bgcolor: 'action.hover',
          display: 'grid',
          placeItems: 'center',
          overflow: 'hidden',
        }}
      >
        {session.banner ? (
          <Box component="img" src={session.banner} alt="" sx={{ width: '100%', height: '100%', objectFit: 'cover' }} />
        ) : (
          <ImageOutlined color="disabled" fontSize="large" />
        )}
      </Box>
      <CardContent sx={{ flex: 1 }}>
        <Stack spacing={1}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}>
            <Typography id={titleId} variant="h6" component="h3" sx={{ overflowWrap: 'anywhere' }}>
              {session.title}
            </Typography>
            <StatusChip kind="session" status={session.status} />
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {t('projetos.member.sessions.period', {
              start: formatDate(session.submission_start),
              end: formatDate(session.submission_end),
            })}
          </Typography>
          {session.description ? (
            <Typography
              variant="body2"
              sx={{
                display: '-webkit-box',
                WebkitLineClamp: 4,
                WebkitBoxOrient: 'vertical',
                overflow: 'hidden',
                whiteSpace: 'pre-wrap',
              }}
            >
              {session.description}
            </Typography>
          ) : null}
          {session.criteria.length ? (
            <Box>
              <Typography variant="subtitle2" component="h4">
                {t('projetos.member.sessions.criteria')}
              </Typography>
              <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                {session.criteria.map((c) => (
                  <Typography component="li" variant="body2" key={c.id}>
                    {t('projetos.member.sessions.criterion', { name: c.name, weight: c.weight })}
                  </Typography>
                ))}
              </Box>
            </Box>
          ) : null}
          {inPeriod(session) ? null : (
            <Typography variant="body2" color="warning.main">
              {t('projetos.member.sessions.outsidePeriod')}
            </Typography>
          )}
        </Stack>
      </CardContent>
      <CardActions>
        <Button
          variant="contained"
          startIcon={<AddCircleOutline />}
          onClick={() => onCreate(session)}
          aria-describedby={titleId}
        >
          {t('projetos.create.project')}
        </Button>
      </CardActions>
    </Card>
  );
}
