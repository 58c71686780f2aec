import { useTranslation } from 'react-i18next';
import { Avatar, Box, Chip, Link, Stack, Typography } from '@mui/material';
import { getContrastRatio, type Theme } from '@mui/material/styles';
import {
  auditActionLabel,
  audienceSummary,
  parseAudience,
  richTextPlain,
  type CollectionFieldMeta,
  type CollectionRow,
  type Language,
} from '@console/contract';
import { formatDate, formatDateTime } from '../../../lib/date.ts';
import { formatCurrency, intlLocale } from '../../../lib/locale.ts';

/** Longest text shown in a cell; the rest is cut with an ellipsis (the record shows it whole). */
const CELL_TEXT = 80;

type ChipColor = 'primary' | 'secondary' | 'success' | 'warning' | 'error' | 'info';

/** Text on a filled chip: white when it reads well enough (WCAG AA, 4.5:1) on the client's colour, else near-black. */
const chipText = (color: ChipColor) => (theme: Theme) =>
  getContrastRatio(theme.palette[color].main, '#fff') >= 4.5 ? '#fff' : 'rgba(0, 0, 0, 0.87)';

const clip = (text: string) => (text.length > CELL_TEXT ? `${text.slice(0, CELL_TEXT - 1)}…` : text);

/** The audit log's action code (`permission.update`) is shown in words, in the interface's language (issue 27). */
const isAuditAction = (entity: string | undefined, field: CollectionFieldMeta) =>
  entity === 'auditoria' && field.name === 'action';

/** A row's value of a field as a list cell: thumbnails, R$, DD/MM/YYYY, chips for options and tags, names for references. */
export function CellValue({ field, row, entity }: { field: CollectionFieldMeta; row: CollectionRow; entity?: string }) {
  const { t, i18n } = useTranslation();
  const value = row[field.name];
  if (isAuditAction(entity, field) && typeof value === 'string')
    return <>{auditActionLabel(value, i18n.language as Language)}</>;
  if (value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) {
    return (
      <Typography component="span" color="text.secondary" aria-label={t('collection.list.noValue')}>
        —
      </Typography>
    );
  }
  switch (field.kind) {
    case 'image':
      return (
        <Avatar
          variant="rounded"
          src={String(value)}
          alt={t('collection.list.thumbnail', { field: field.label })}
          sx={{ width: 56, height: 40 }}
        />
      );
    case 'money':
      return (
        <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
          {formatCurrency(Number(value), i18n.language)}
        </Box>
      );
    case 'integer':
    case 'decimal':
      return <>{Number(value).toLocaleString(intlLocale(i18n.language))}</>;
    case 'date':
      // A calendar day: read as local, never shifted by the time zone.
      return <>{formatDate(`${String(value)}T00:00:00`)}</>;
    case 'datetime':
      return <>{formatDateTime(String(value))}</>;
    case 'boolean':
      return <>{value ? t('collection.list.yes') : t('collection.list.no')}</>;
    case 'enum': {
      const option = field.options?.find((o) => o.value === value);
      const color = (option?.color ?? 'default') as ChipColor | 'default';
      if (color === 'default') return <Chip size="small" label={option?.label ?? String(value)} variant="outlined" />;
      return <Chip size="small" label={option?.label ?? String(value)} color={color} sx={{ color: chipText(color) }} />;
    }
    case 'user':
    case 'reference':
      return <>{row.labels[field.name] ?? `#${String(value)}`}</>;
    case 'audience': {
      const audience = parseAudience(value);
      return <>{audience ? audienceSummary(audience, i18n.language as Language) : String(value)}</>;
    }
    case 'tags':
      return (
        <Stack direction="row" spacing={0.5} useFlexGap flexWrap="wrap">
          {(value as string[]).map((tag) => (
            <Chip key={tag} size="small" label={tag} variant="outlined" />
          ))}
        </Stack>
      );
    case 'url':
    case 'file':
      return (
        <Link href={String(value)} target="_blank" rel="noopener noreferrer">
          {clip(String(value).replace(/^https?:\/\//, ''))}
        </Link>
      );
    case 'richtext':
      // The words of a rich text, never its tags.
      return <>{clip(richTextPlain(String(value)).replace(/\s+/g, ' '))}</>;
    default:
      return <>{clip(String(value))}</>;
  }
}
