import { useTranslation } from 'react-i18next';
import { Box, Paper, Typography } from '@mui/material';
import type { Project } from '@console/contract';
import { formatCurrency } from '../../../../lib/locale.ts';
import { formatDate } from '../../../../lib/date.ts';
import { AttachmentsField } from './AttachmentsField.tsx';
import { TeamField } from './TeamField.tsx';

const noop = () => undefined;

/** A sent project as the member reads it: every field, read-only, with the attachments as links. */
export function ProjectDetails({ project }: { project: Project }) {
  const { t, i18n } = useTranslation();
  const rows: [string, string][] = [
    [t('projetos.member.fields.summary'), project.summary],
    [t('projetos.member.fields.objectives'), project.objectives],
    [t('projetos.member.fields.target_audience'), project.target_audience],
    [t('projetos.member.fields.budget'), formatCurrency(project.budget, i18n.language)],
    [
      t('projetos.member.fields.period'),
      t('projetos.member.period', { start: formatDate(project.start_date), end: formatDate(project.end_date) }),
    ],
  ];
  return (
    <>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Box
          component="dl"
          sx={{
            m: 0,
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: 'minmax(140px, 200px) 1fr' },
            columnGap: 2,
            rowGap: 1.5,
          }}
        >
          {rows.map(([label, value]) => (
            <Box key={label} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="subtitle2" color="text.secondary">
                {label}
              </Typography>
              <Typography
                component="dd"
                variant="body2"
                sx={{ m: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
              >
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
      </Paper>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <AttachmentsField value={project.attachments} onChange={noop} readOnly />
      </Paper>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <TeamField value={project.team} onChange={noop} readOnly />
      </Paper>
    </>
  );
}
