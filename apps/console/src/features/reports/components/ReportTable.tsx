import { useTranslation } from 'react-i18next';
import { Table, TableBody, TableCell, TableContainer, TableFooter, TableHead, TableRow } from '@mui/material';
import type { ReportCell, ReportColumn, ReportPage } from '@console/contract';
import { formatDate, formatDateTime } from '../../../lib/date.ts';
import { formatCurrency, intlLocale } from '../../../lib/locale.ts';

/** A cell as the report's column formats it: R$ and numbers as the language writes them, the user's date format. */
function formatCell(value: ReportCell, format: ReportColumn['format'], language: string): string {
  if (value === null || value === '') return '—';
  if (typeof value === 'number')
    return format === 'money'
      ? formatCurrency(value, language)
      : value.toLocaleString(intlLocale(language), { maximumFractionDigits: 2 });
  if (format === 'date') return formatDate(value);
  if (format === 'datetime') return formatDateTime(value);
  return value;
}

const numeric = (format: ReportColumn['format']) => format === 'number' || format === 'money';

/** A report's page: its columns as the server named them, and the totals of every row the filters keep. */
export function ReportTable({ page, label }: { page: ReportPage; label: string }) {
  const { t, i18n } = useTranslation();
  const { columns, totals } = page;
  return (
    // A wide report (the permission matrix) scrolls sideways: the region takes focus so arrow keys scroll it.
    <TableContainer
      tabIndex={0}
      role="region"
      aria-label={label}
      sx={{ '&:focus-visible': { outline: '3px solid', outlineColor: 'text.primary', outlineOffset: 2 } }}
    >
      <Table size="small" aria-label={label} stickyHeader>
        <TableHead>
          <TableRow>
            {columns.map((c) => (
              <TableCell key={c.key} align={numeric(c.format) ? 'right' : 'left'} sx={{ whiteSpace: 'nowrap' }}>
                {c.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {page.rows.map((row, i) => (
            <TableRow key={i} hover>
              {columns.map((c) => (
                <TableCell key={c.key} align={numeric(c.format) ? 'right' : 'left'}>
                  {formatCell(row[c.key] ?? null, c.format, i18n.language)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
        {totals ? (
          <TableFooter>
            <TableRow>
              {columns.map((c, i) => (
                <TableCell
                  key={c.key}
                  align={numeric(c.format) ? 'right' : 'left'}
                  sx={{ fontWeight: 700, color: 'text.primary' }}
                >
                  {c.key in totals
                    ? formatCell(totals[c.key], c.format, i18n.language)
                    : i === 0
                      ? t('reports.total')
                      : ''}
                </TableCell>
              ))}
            </TableRow>
          </TableFooter>
        ) : null}
      </Table>
    </TableContainer>
  );
}
