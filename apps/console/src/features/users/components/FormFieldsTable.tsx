import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Chip,
  IconButton,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Tooltip,
} from '@mui/material';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import Edit from '@mui/icons-material/Edit';
import { CORE_FIELD_KEYS, type FormField } from '@console/contract';
import type { FieldChange } from '../api/form-fields.ts';
import { useFieldLabel } from '../form/labels.ts';

interface FormFieldsTableProps {
  fields: FormField[];
  /** A switch was flipped. */
  onChange: (change: FieldChange, field: FormField) => void;
  onMove: (index: number, step: -1 | 1) => void;
  onEdit: (field: FormField) => void;
  /** While a change is saving, the other controls wait. */
  busy: boolean;
}

const FLAGS = ['required', 'active'] as const;

/** A switch of a core field is locked; the tooltip says why (its span takes the focus, a disabled switch cannot). */
function Locked({ locked, title, children }: { locked: boolean; title: string; children: ReactElement }) {
  if (!locked) return children;
  return (
    <Tooltip title={title}>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- focusable so a keyboard reaches the tooltip that explains the lock */}
      <span tabIndex={0}>{children}</span>
    </Tooltip>
  );
}

/** The client's form fields in order: type, origin, required and active switches, edit and reorder. */
export function FormFieldsTable({ fields, onChange, onMove, onEdit, busy }: FormFieldsTableProps) {
  const { t } = useTranslation();
  const labelOf = useFieldLabel();
  const lockedTitle = t('users.fields.validation.core');
  return (
    <TableContainer>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{t('users.fields.label')}</TableCell>
            <TableCell>{t('users.fields.type')}</TableCell>
            <TableCell>{t('users.fields.origin')}</TableCell>
            <TableCell>{t('users.fields.required')}</TableCell>
            <TableCell>{t('users.fields.active')}</TableCell>
            <TableCell align="right">{t('users.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {fields.map((field, index) => {
            const core = CORE_FIELD_KEYS.includes(field.key);
            const label = labelOf(field);
            return (
              <TableRow key={field.key} sx={field.active ? undefined : { '& td': { color: 'text.secondary' } }}>
                <TableCell component="th" scope="row">
                  {label}
                </TableCell>
                <TableCell>{t(`users.fields.types.${field.type}`)}</TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    variant="outlined"
                    label={field.custom ? t('users.fields.custom') : t('users.fields.standard')}
                  />
                </TableCell>
                {FLAGS.map((flag) => (
                  <TableCell key={flag}>
                    <Locked locked={core} title={lockedTitle}>
                      <Switch
                        checked={field[flag]}
                        disabled={core || busy}
                        onChange={(event) =>
                          onChange({ key: field.key, body: { [flag]: event.target.checked } }, field)
                        }
                        slotProps={{ input: { 'aria-label': t(`users.fields.${flag}Of`, { label }) } }}
                      />
                    </Locked>
                  </TableCell>
                ))}
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  <IconButton
                    aria-label={t('users.fields.moveUp', { label })}
                    disabled={busy || index === 0}
                    onClick={() => onMove(index, -1)}
                  >
                    <ArrowUpward />
                  </IconButton>
                  <IconButton
                    aria-label={t('users.fields.moveDown', { label })}
                    disabled={busy || index === fields.length - 1}
                    onClick={() => onMove(index, 1)}
                  >
                    <ArrowDownward />
                  </IconButton>
                  <IconButton
                    aria-label={t('users.fields.editOf', { label })}
                    disabled={busy}
                    onClick={() => onEdit(field)}
                  >
                    <Edit />
                  </IconButton>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
