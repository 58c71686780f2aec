import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Alert,
  Button,
  Chip,
  FormControl,
  InputLabel,
  MenuItem,
  Select,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import CheckCircle from '@mui/icons-material/CheckCircle';
import ErrorOutline from '@mui/icons-material/ErrorOutline';
import type { ImportJob, ImportMode } from '@console/contract';
import { errorDetail } from '../../../lib/http.ts';
import { ModeChoice } from './ModeChoice.tsx';

export interface MappingStepProps {
  job: ImportJob;
  busy: boolean;
  error: unknown;
  onSubmit: (mapping: (string | null)[], mode: ImportMode) => void;
}

const SKIP = '-';

/** Each column of the sheet with a sample and the field it fills (auto-mapped by the server); required fields are listed with their state. */
export function MappingStep({ job, busy, error, onSubmit }: MappingStepProps) {
  const { t } = useTranslation();
  const [mapping, setMapping] = useState<(string | null)[]>(job.mapping);
  const [mode, setMode] = useState<ImportMode>(job.mode);
  const required = job.fields.filter((f) => f.required);
  const missing = required.filter((f) => !mapping.includes(f.key));
  const sample = (i: number) => job.preview.map((row) => row[i]).find((v) => v) ?? '';
  const choose = (i: number, key: string) =>
    setMapping((current) =>
      current.map((k, j) => (j === i ? (key === SKIP ? null : key) : k === key && key !== SKIP ? null : k)),
    );

  return (
    <Stack spacing={2}>
      <Typography>{t('imports.mapping.file', { name: job.file_name })}</Typography>
      <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
        {/* The label stays outside the list: a role=list holds only its items. */}
        <Typography variant="subtitle2" component="span">
          {t('imports.mapping.required')}:
        </Typography>
        <Stack
          direction="row"
          spacing={1}
          flexWrap="wrap"
          useFlexGap
          role="list"
          aria-label={t('imports.mapping.required')}
        >
          {required.map((f) => {
            const mapped = mapping.includes(f.key);
            return (
              <Chip
                key={f.key}
                role="listitem"
                color={mapped ? 'success' : 'warning'}
                variant={mapped ? 'outlined' : 'filled'}
                icon={mapped ? <CheckCircle /> : <ErrorOutline />}
                label={`${f.label}: ${t(mapped ? 'imports.mapping.mapped' : 'imports.mapping.missing')}`}
              />
            );
          })}
        </Stack>
      </Stack>
      <TableContainer>
        <Table size="small" aria-label={t('imports.mapping.title')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('imports.mapping.column')}</TableCell>
              <TableCell>{t('imports.mapping.sample')}</TableCell>
              <TableCell sx={{ minWidth: 260 }}>{t('imports.mapping.field')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {job.headers.map((header, i) => {
              const labelId = `import-map-${i}`;
              return (
                <TableRow key={`${i}-${header}`}>
                  <TableCell component="th" scope="row">
                    {header}
                  </TableCell>
                  <TableCell sx={{ color: 'text.secondary', maxWidth: 280, overflowWrap: 'anywhere' }}>
                    {sample(i)}
                  </TableCell>
                  <TableCell>
                    <FormControl size="small" fullWidth>
                      <InputLabel id={labelId}>{t('imports.mapping.fieldFor', { column: header })}</InputLabel>
                      <Select
                        labelId={labelId}
                        label={t('imports.mapping.fieldFor', { column: header })}
                        value={mapping[i] ?? SKIP}
                        onChange={(event) => choose(i, String(event.target.value))}
                      >
                        <MenuItem value={SKIP}>
                          <em>{t('imports.mapping.skip')}</em>
                        </MenuItem>
                        {job.fields.map((f) => (
                          <MenuItem key={f.key} value={f.key}>
                            {f.required ? `${f.label} *` : f.label}
                          </MenuItem>
                        ))}
                      </Select>
                    </FormControl>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
      <ModeChoice value={mode} disabled={busy} onChange={setMode} />
      {error ? <Alert severity="error">{errorDetail(error)}</Alert> : null}
      <Stack direction="row" spacing={1}>
        <Button variant="contained" disabled={busy || missing.length > 0} onClick={() => onSubmit(mapping, mode)}>
          {t('imports.mapping.submit')}
        </Button>
      </Stack>
    </Stack>
  );
}
