import { useTranslation } from 'react-i18next';
import {
  Box,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { PersonAvatar } from '../../../components/pickers/PersonAvatar.tsx';
import { ListStates } from '../../../components/ListStates.tsx';
import { PageNav } from '../../../components/PageNav.tsx';
import { SearchField } from '../../../components/SearchField.tsx';
import { formatDate } from '../../../lib/date.ts';
import { useListController, useListResult } from '../../../lib/list-controller.ts';
import { positiveParam } from '../../../lib/search-params.ts';
import { useBirthdays } from '../api/birthdays.ts';

const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);

/** /aniversariantes: the members who have their birthday in a month (this month by default), by day. */
export function BirthdaysPage() {
  const { t, i18n } = useTranslation();
  const list = useListController({ paging: 'offset' });
  const month = Math.min(12, positiveParam(list.get('month'), new Date().getMonth() + 1));
  const birthdays = useBirthdays({ ...list.query, month });
  const result = useListResult(list, birthdays);
  const monthName = (m: number) =>
    new Intl.DateTimeFormat(i18n.language, { month: 'long' }).format(new Date(Date.UTC(2000, m - 1, 15)));

  return (
    <Stack spacing={2} component="section" aria-labelledby="birthdays-title">
      <Box>
        <Typography id="birthdays-title" variant="h4" component="h1">
          {t('menu.aniversariantes')}
        </Typography>
        <Typography color="text.secondary">{t('description.aniversariantes')}</Typography>
      </Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          select
          label={t('birthdays.month')}
          value={month}
          onChange={(event) => list.refilter({ month: event.target.value })}
          sx={{ minWidth: 200 }}
        >
          {MONTHS.map((m) => (
            <MenuItem key={m} value={m}>
              {monthName(m)}
            </MenuItem>
          ))}
        </TextField>
        <SearchField label={t('birthdays.search')} value={list.searchText} onChange={list.setSearchText} />
      </Stack>
      <ListStates
        result={result}
        texts={{ loading: t('birthdays.loading'), empty: t('birthdays.empty', { month: monthName(month) }) }}
      >
        {(data) => (
          <>
            <Table size="small" aria-labelledby="birthdays-title">
              <TableHead>
                <TableRow>
                  <TableCell>{t('birthdays.day')}</TableCell>
                  <TableCell>{t('birthdays.member')}</TableCell>
                  <TableCell>{t('birthdays.group')}</TableCell>
                  <TableCell>{t('birthdays.birthDate')}</TableCell>
                  <TableCell align="right">{t('birthdays.turns')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.data.map((row) => (
                  <TableRow key={row.id}>
                    <TableCell>{row.day}</TableCell>
                    <TableCell>
                      <Stack direction="row" spacing={1.5} alignItems="center">
                        <PersonAvatar url={row.picture} />
                        <Box>
                          <Typography variant="body2">{row.name}</Typography>
                          <Typography variant="caption" color="text.secondary">
                            {row.email}
                          </Typography>
                        </Box>
                      </Stack>
                    </TableCell>
                    <TableCell>{row.group_name ?? '—'}</TableCell>
                    <TableCell>{formatDate(row.birth_date)}</TableCell>
                    <TableCell align="right">{row.turns}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            <PageNav page={data} update={list.update} />
          </>
        )}
      </ListStates>
    </Stack>
  );
}
