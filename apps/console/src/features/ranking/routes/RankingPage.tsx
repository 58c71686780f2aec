import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { DateField, DatesProvider, INVALID_DATE } from '../../../components/DateField.tsx';
import { PersonAvatar } from '../../../components/pickers/PersonAvatar.tsx';
import { ListStates } from '../../../components/ListStates.tsx';
import { PageNav } from '../../../components/PageNav.tsx';
import { useListController, useListResult } from '../../../lib/list-controller.ts';
import { PickFilter } from '../../../components/pickers/PickFilter.tsx';
import { rowItem, rowName, searchRows } from '../../../components/pickers/collection-rows.ts';
import { useRanking } from '../api/ranking.ts';

/** The ends of the period, as named in the URL. */
const PERIOD = ['from', 'to'] as const;

/** Who the board counts: the members of a unit, a regional or a group (each a collection picked by search). */
const SCOPES = [
  { key: 'unidade_id', entity: 'unidades', label: 'ranking.unit' },
  { key: 'regional_id', entity: 'regional', label: 'ranking.regional' },
  { key: 'group_id', entity: 'grupos', label: 'ranking.group' },
] as const;

const idOf = (value: string | null): number | undefined => (value && /^\d+$/.test(value) ? Number(value) : undefined);

const isDay = (value: string | null): value is string => !!value && /^\d{4}-\d{2}-\d{2}$/.test(value);

/** A whole day: a year of four digits (typing '2026' passes through 0002, 0020 and 0202). */
const isWholeDay = (day: string) => day !== INVALID_DATE && Number(day.slice(0, 4)) > 999;

/**
 * One end of the period in the shared date field (typed and shown in the interface language's order): the field holds
 * what is typed; the URL takes a whole day, or none.
 */
function PeriodDay(props: { name: string; label: string; value: string; onApply: (day: string) => void }) {
  const { name, label, value, onApply } = props;
  const [typed, setTyped] = useState(value);
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setTyped(value);
  }
  return (
    <Box sx={{ minWidth: 200 }}>
      <DateField
        kind="date"
        name={name}
        label={label}
        value={typed}
        onChange={(day) => {
          setTyped(day);
          if (day === '' || isWholeDay(day)) onApply(day);
        }}
      />
    </Box>
  );
}

/**
 * /ranking: the members by the points of the ledger (collection 'pontos'), all time or in a period, of the whole client
 * or of one unit, regional or group.
 */
export function RankingPage() {
  const { t, i18n } = useTranslation();
  const list = useListController({ paging: 'offset', filters: [...PERIOD, ...SCOPES.map((scope) => scope.key)] });
  const from = list.get('from');
  const to = list.get('to');
  const { page, per_page } = list.query;
  const ranking = useRanking({
    page,
    per_page,
    from: isDay(from) ? from : undefined,
    to: isDay(to) ? to : undefined,
    ...Object.fromEntries(SCOPES.map(({ key }) => [key, idOf(list.get(key))])),
  });
  const result = useListResult(list, ranking);
  const number = new Intl.NumberFormat(i18n.language);

  return (
    <Stack spacing={2} component="section" aria-labelledby="ranking-title">
      <Box>
        <Typography id="ranking-title" variant="h4" component="h1">
          {t('menu.ranking')}
        </Typography>
        <Typography color="text.secondary">{t('description.ranking')}</Typography>
      </Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DatesProvider>
          {PERIOD.map((name) => (
            <PeriodDay
              key={name}
              name={name}
              label={t(`ranking.${name}`)}
              value={(name === 'from' ? from : to) ?? ''}
              onApply={(day) => list.setFilter(name, day || null)}
            />
          ))}
        </DatesProvider>
        {SCOPES.map((scope) => (
          <PickFilter
            key={scope.key}
            label={t(scope.label)}
            value={list.get(scope.key)}
            name={undefined}
            search={searchRows(scope.entity)}
            toItem={rowItem(scope.entity)}
            nameOf={rowName(scope.entity)}
            avatars={false}
            height={56}
            onChange={(id) => list.setFilter(scope.key, id)}
          />
        ))}
      </Stack>
      <ListStates result={result} texts={{ loading: t('ranking.loading'), empty: t('ranking.empty') }}>
        {(data) => (
          <>
            <Table size="small" aria-labelledby="ranking-title">
              <TableHead>
                <TableRow>
                  <TableCell>{t('ranking.position')}</TableCell>
                  <TableCell>{t('ranking.member')}</TableCell>
                  <TableCell align="right">{t('ranking.points')}</TableCell>
                  <TableCell align="right">{t('ranking.entries')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.data.map((row) => (
                  <TableRow key={row.user_id}>
                    <TableCell>{row.position}</TableCell>
                    <TableCell>
                      <Stack direction="row" spacing={1.5} alignItems="center">
                        <PersonAvatar url={row.picture} />
                        <Typography variant="body2">{row.name}</Typography>
                      </Stack>
                    </TableCell>
                    <TableCell align="right">{number.format(row.points)}</TableCell>
                    <TableCell align="right">{number.format(row.entries)}</TableCell>
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
