import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, ButtonBase, Chip, Paper, Stack, Typography } from '@mui/material';
import AttachFile from '@mui/icons-material/AttachFile';
import { formatCep, formatCnpj, formatCpf, formatPhone, type Attachment, type Project } from '@console/contract';
import { PersonAvatar } from '../../../components/pickers/index.ts';
import { ImagePreviewModal, type PreviewMedia } from '../../../components/upload/index.ts';
import { formatBytes } from '../../../lib/bytes.ts';
import { formatDate } from '../../../lib/date.ts';
import { formatCurrency, intlLocale } from '../../../lib/locale.ts';

const IMAGE_FORMATS = new Set(['png', 'jpg', 'jpeg', 'gif', 'webp', 'svg', 'avif', 'bmp']);
/** An attachment shown as an image: by its format, else by its address's extension. */
const isImageAttachment = (file: Attachment): boolean =>
  IMAGE_FORMATS.has(file.format.toLowerCase()) || /\.(png|jpe?g|gif|webp|svg|avif|bmp)(\?|$)/i.test(file.url);

/** One term of a <dl>: a div holding exactly its dt and dd (the only nesting a dl allows); `wide` spans the grid. */
function Field({ label, wide, children }: { label: string; wide?: boolean; children: ReactNode }) {
  return (
    <Box sx={wide ? { gridColumn: '1 / -1' } : undefined}>
      <Typography variant="caption" color="text.secondary" component="dt">
        {label}
      </Typography>
      <Typography variant="body2" component="dd" sx={{ m: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

/** Attachments: images as thumbnails that open the image preview (SPEC.md §2.4), other files as links. */
function Attachments({ files }: { files: readonly Attachment[] }) {
  const { t, i18n } = useTranslation();
  const [preview, setPreview] = useState<PreviewMedia | null>(null);
  if (!files.length)
    return (
      <Typography variant="body2" color="text.secondary">
        {t('projetos.review.noAttachments')}
      </Typography>
    );
  return (
    <>
      <Stack
        component="ul"
        direction="row"
        spacing={1.5}
        useFlexGap
        sx={{ flexWrap: 'wrap', listStyle: 'none', m: 0, p: 0 }}
      >
        {files.map((file) => (
          <Box component="li" key={file.url}>
            {isImageAttachment(file) ? (
              <ButtonBase
                onClick={() => setPreview({ url: file.url, name: file.name, kind: 'image' })}
                aria-label={t('projetos.review.preview', { name: file.name })}
                sx={{ borderRadius: 1, overflow: 'hidden', border: 1, borderColor: 'divider' }}
              >
                <Box
                  component="img"
                  src={file.url}
                  alt=""
                  sx={{ width: 120, height: 90, objectFit: 'cover', display: 'block' }}
                />
              </ButtonBase>
            ) : (
              <Chip
                icon={<AttachFile />}
                component="a"
                href={file.url}
                target="_blank"
                rel="noopener noreferrer"
                clickable
                label={`${file.name} (${formatBytes(file.size, intlLocale(i18n.language))})`}
              />
            )}
          </Box>
        ))}
      </Stack>
      <ImagePreviewModal media={preview} onClose={() => setPreview(null)} />
    </>
  );
}

/** A project's data: summary, objectives, audience, budget in R$, dates, team and the proponent's data. */
export function ProjectDetails({ project }: { project: Project }) {
  const { t, i18n } = useTranslation();
  const data = project.proponent_data;
  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {t('projetos.review.data')}
        </Typography>
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2, m: 0 }}>
          <Field wide label={t('projetos.review.summary')}>
            {project.summary}
          </Field>
          <Field wide label={t('projetos.review.objectives')}>
            {project.objectives}
          </Field>
          <Field label={t('projetos.review.audience')}>{project.target_audience}</Field>
          <Field label={t('projetos.review.budget')}>{formatCurrency(project.budget, i18n.language)}</Field>
          <Field label={t('projetos.review.period')}>
            {formatDate(project.start_date)} – {formatDate(project.end_date)}
          </Field>
          <Field label={t('projetos.review.submitted')}>
            {project.submitted_at ? formatDate(project.submitted_at) : '—'}
          </Field>
        </Box>
      </Paper>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {t('projetos.review.team')}
        </Typography>
        {project.team.length ? (
          <Stack
            component="ul"
            direction="row"
            spacing={2}
            useFlexGap
            sx={{ flexWrap: 'wrap', listStyle: 'none', m: 0, p: 0 }}
          >
            {project.team.map((person) => (
              <Stack component="li" key={person.id} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <PersonAvatar url={person.picture} size={32} />
                <Box>
                  <Typography variant="body2">{person.name}</Typography>
                  <Typography variant="caption" color="text.secondary">
                    {person.email}
                  </Typography>
                </Box>
              </Stack>
            ))}
          </Stack>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {t('projetos.review.noTeam')}
          </Typography>
        )}
      </Paper>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {t('projetos.review.attachments')}
        </Typography>
        <Attachments files={project.attachments} />
      </Paper>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {t('projetos.review.proponent')}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
          <PersonAvatar url={project.proponent.picture} size={32} />
          <Box>
            <Typography variant="body2">{project.proponent.name}</Typography>
            <Typography variant="caption" color="text.secondary">
              {project.proponent.email}
            </Typography>
          </Box>
        </Stack>
        {data ? (
          <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2, m: 0 }}>
            <Field label={t('projetos.review.organization')}>{data.organization}</Field>
            <Field label={t(`projetos.review.document.${data.document_kind}`)}>
              {data.document_kind === 'cnpj' ? formatCnpj(data.document) : formatCpf(data.document)}
            </Field>
            <Field label={t('projetos.review.email')}>{data.email}</Field>
            <Field label={t('projetos.review.phone')}>{formatPhone(data.phone)}</Field>
            <Field wide label={t('projetos.review.address')}>
              {[
                data.address.street,
                data.address.number,
                data.address.complement,
                data.address.district,
                data.address.city,
                data.address.state,
                formatCep(data.postal_code),
              ]
                .filter(Boolean)
                .join(', ')}
            </Field>
          </Box>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {t('projetos.review.noProponentData')}
          </Typography>
        )}
      </Paper>
    </Stack>
  );
}
