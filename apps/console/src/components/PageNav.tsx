import { useTranslation } from 'react-i18next';
import { TablePagination } from '@mui/material';
import { PER_PAGE_OPTIONS } from '../lib/list-controller.ts';
import type { ParamChanges } from '../lib/search-params.ts';

/**
 * The pager under a page-numbered list whose page and size live in the URL (?page, ?per_page; useListParams):
 * the outbox, the birthdays and the ranking. Texts under `paging`.
 */
export function PageNav({
  page,
  update,
}: {
  page: { total: number; current_page: number; per_page: number };
  update: (changes: ParamChanges) => void;
}) {
  const { t } = useTranslation();
  return (
    <TablePagination
      component="div"
      count={page.total}
      page={Math.max(0, page.current_page - 1)}
      rowsPerPage={page.per_page}
      rowsPerPageOptions={PER_PAGE_OPTIONS}
      onPageChange={(_event, next) => update({ page: next > 0 ? String(next + 1) : null })}
      onRowsPerPageChange={(event) => update({ per_page: event.target.value, page: null })}
      labelRowsPerPage={t('paging.perPage')}
      labelDisplayedRows={({ from, to, count }) => t('paging.displayed', { from, to, count })}
      getItemAriaLabel={(type) => t(`paging.nav.${type}`)}
    />
  );
}
