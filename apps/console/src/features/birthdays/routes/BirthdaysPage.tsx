import { useTranslation } from 'react-i18next';
import {
  Box,
  MenuItem,
  Paper,
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
import { PageNav, PER_PAGE_OPTIONS } from '../../../components/PageNav.tsx';
import { RetryAlert } from '../../../components/RetryAlert.tsx';
import { SearchField } from '../../../components/SearchField.tsx';
import { formatDate } from '../../../lib/date.ts';
import { positiveParam, useDebouncedSearch, useListParams } from '../../../lib/search-params.ts';
import { useBirthdays } from '../api/birthdays.ts';

const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);

/** /aniversariantes: the members who have their birthday in a month (this month by default), by day. */
export function BirthdaysPage() {
  const { t, i18n } = useTranslation();
  const [params, update] = useListParams();
  const month = Math.min(12, positiveParam(params.get('month'), new Date().getMonth() + 1));
  const page = positiveParam(params.get('page'), 1);
  const perPage = Math.min(100, positiveParam(params.get('per_page'), PER_PAGE_OPTIONS[0]));
  const search = params.get('search') ?? '';
  const [searchText, setSearchText] = useDebouncedSearch(search, (value) =>
    update({ search: value.trim() || null, page: null }),
  );
  const birthdays = useBirthdays({ month, page, per_page: perPage, search: search || undefined });
  const data = birthdays.data;
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
          onChange={(event) => update({ month: event.target.value, page: null })}
          sx={{ minWidth: 200 }}
        >
          {MONTHS.map((m) => (
            <MenuItem key={m} value={m}>
              {monthName(m)}
            </MenuItem>
          ))}
        </TextField>
        <SearchField label={t('birthdays.search')} value={searchText} onChange={setSearchText} />
      </Stack>
      <Paper variant="outlined">
        {birthdays.isError ? (
          <RetryAlert
            error={birthdays.error}
            retryLabel={t('birthdays.retry')}
            onRetry={() => void birthdays.refetch()}
          />
        ) : data && data.data.length === 0 ? (
          <Box sx={{ p: 3 }}>
            <Typography>{t('birthdays.empty', { month: monthName(month) })}</Typography>
          </Box>
        ) : data ? (
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
            <PageNav page={data} update={update} />
          </>
        ) : (
          <Box sx={{ p: 3 }}>
            <Typography color="text.secondary">{t('birthdays.loading')}</Typography>
          </Box>
        )}
      </Paper>
    </Stack>
  );
}
