import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  Typography,
} from '@mui/material';
import type { ImportJob } from '@console/contract';
import { useImportErrors } from '../api/imports.ts';

const PER_PAGE = 20;

/** The errors found so far, by row and column, paged; they grow while the pass runs. */
export function ErrorsTable({ target, job }: { target: string; job: ImportJob }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(0);
  const errors = useImportErrors(target, job, page + 1, PER_PAGE);
  if (!job.error_count) return null;
  return (
    <>
      <Typography variant="h6" component="h2" id="import-errors">
        {t('imports.check.errorsTitle', { count: job.error_count })}
      </Typography>
      <TableContainer>
        <Table size="small" aria-labelledby="import-errors">
          <TableHead>
            <TableRow>
              <TableCell>{t('imports.check.row')}</TableCell>
              <TableCell>{t('imports.check.column')}</TableCell>
              <TableCell>{t('imports.check.value')}</TableCell>
              <TableCell>{t('imports.check.message')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {(errors.data?.data ?? []).map((e, i) => (
              <TableRow key={`${e.row}-${e.column}-${i}`}>
                <TableCell>{e.row}</TableCell>
                <TableCell>{e.column || '—'}</TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere', maxWidth: 240 }}>{e.value}</TableCell>
                <TableCell>{e.message}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={job.error_count}
        page={page}
        rowsPerPage={PER_PAGE}
        rowsPerPageOptions={[PER_PAGE]}
        onPageChange={(_, next) => setPage(next)}
      />
    </>
  );
}
