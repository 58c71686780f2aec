import { useTranslation } from 'react-i18next';
import { Box, Typography } from '@mui/material';
import { parseAudience, type CollectionFieldMeta } from '@console/contract';
import { CellValue } from './CellValue.tsx';

const blank = (value: unknown) =>
  value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

/**
 * Whether a value is of its field's kind, so the list's formatting applies: a masked value ('•••'), a credential
 * removed, or a value stored before the field changed kind is shown as the server gives it instead.
 */
function fits(field: CollectionFieldMeta, value: unknown): boolean {
  switch (field.kind) {
    case 'integer':
    case 'decimal':
    case 'money':
    case 'user':
    case 'reference':
      return typeof value === 'number';
    case 'boolean':
      return typeof value === 'boolean';
    case 'date':
    case 'datetime':
      return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value);
    case 'tags':
      return Array.isArray(value) && value.every((item) => typeof item === 'string');
    case 'audience':
      return parseAudience(value) !== null;
    case 'image':
    case 'url':
    case 'file':
      return typeof value === 'string' && /^(https?:\/\/|\/)/.test(value);
    default:
      return typeof value === 'string' || typeof value === 'number';
  }
}

const asText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/**
 * A value of a record's history as the lists show it (CellValue: option labels, yes/no, dates, money, the names of
 * referenced rows, or #id when the row is gone); a field the definition no longer has, as text.
 */
export function ChangeValue({
  field,
  name,
  value,
  label,
}: {
  field?: CollectionFieldMeta;
  name: string;
  value: unknown;
  label: string | null;
}) {
  const { t } = useTranslation();
  if (blank(value))
    return (
      <Typography component="span" color="text.secondary" aria-label={t('collection.list.noValue')}>
        —
      </Typography>
    );
  if (!field || !fits(field, value))
    return (
      <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
        {asText(value)}
      </Box>
    );
  return <CellValue field={field} row={{ id: 0, labels: { [name]: label }, [name]: value }} />;
}
