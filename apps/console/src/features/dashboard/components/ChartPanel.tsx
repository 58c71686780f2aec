import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Button, Paper, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import TableChart from '@mui/icons-material/TableChart';
import BarChartIcon from '@mui/icons-material/BarChart';

/** The same figures as the chart, for the 'Ver como tabela' alternative: a header row, then one row per point. */
export interface ChartTable {
  columns: string[];
  rows: (string | number)[][];
}

/** What a chart's svg needs to be named by the panel's heading and described by its summary. */
export const chartName = (id: string) => ({
  'aria-labelledby': `${id}-title`,
  'aria-describedby': `${id}-summary`,
});

/**
 * A chart with its heading; the figure is named by the heading and described by `summary` for screen readers.
 * 'Ver como tabela' swaps the chart for a table of the same data (and back); a focused chart shows a ring.
 */
export function ChartPanel({
  id,
  title,
  summary,
  table,
  children,
}: {
  id: string;
  title: string;
  summary: string;
  table: ChartTable;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const [asTable, setAsTable] = useState(false);
  return (
    <Paper
      variant="outlined"
      component="figure"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-summary`}
      sx={{ m: 0, p: 2, height: '100%' }}
    >
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" justifyContent="space-between" alignItems="start">
        <Typography id={`${id}-title`} variant="h6" component="h3">
          {title}
        </Typography>
        {table.rows.length ? (
          <Button
            size="small"
            startIcon={asTable ? <BarChartIcon /> : <TableChart />}
            aria-controls={`${id}-body`}
            onClick={() => setAsTable((shown) => !shown)}
          >
            {asTable ? t('dashboard.charts.showChart') : t('dashboard.charts.showTable')}
          </Button>
        ) : null}
      </Stack>
      <Typography id={`${id}-summary`} variant="body2" color="text.secondary" component="figcaption">
        {summary}
      </Typography>
      <Box
        id={`${id}-body`}
        sx={{
          '& svg:focus-visible': { outline: '3px solid', outlineColor: 'text.primary', outlineOffset: 2 },
        }}
      >
        {asTable ? (
          <Box
            tabIndex={0}
            role="region"
            aria-labelledby={`${id}-title`}
            sx={{
              maxHeight: 280,
              overflow: 'auto',
              mt: 1,
              '&:focus-visible': { outline: '3px solid', outlineColor: 'text.primary', outlineOffset: 2 },
            }}
          >
            <Table size="small" stickyHeader aria-labelledby={`${id}-title`}>
              <TableHead>
                <TableRow>
                  {table.columns.map((column, i) => (
                    <TableCell key={column} align={i === 0 ? 'left' : 'right'}>
                      {column}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {table.rows.map((row) => (
                  <TableRow key={String(row[0])}>
                    {row.map((cell, i) =>
                      i === 0 ? (
                        <TableCell key={i} component="th" scope="row">
                          {cell}
                        </TableCell>
                      ) : (
                        <TableCell key={i} align="right">
                          {cell}
                        </TableCell>
                      ),
                    )}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        ) : (
          children
        )}
      </Box>
    </Paper>
  );
}
