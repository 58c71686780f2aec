import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, LinearProgress, Paper, Stack, Typography } from '@mui/material';
import { RESOURCE_TAGS, SUB_RESOURCE_TAGS } from '@console/contract';
import { KeysetPagination } from '../../../components/KeysetPagination.tsx';
import { OptionFilter } from '../../../components/OptionFilter.tsx';
import { PanelText } from '../../../components/PanelText.tsx';
import { RetryAlert } from '../../../components/RetryAlert.tsx';
import { SearchField } from '../../../components/SearchField.tsx';
import { isPagingRefused, optionalId, useEmptyPageFallback, useKeysetList } from '../../../lib/keyset-list.ts';
import { optionsOf, useUserForm } from '../../../lib/user-form.ts';
import { useWho } from '../api/who.ts';
import { tagLabel, tagOptions } from '../catalogue.ts';
import { WhoTable } from '../components/WhoTable.tsx';

const knownTag = (value: string | null): string | undefined =>
  value && (RESOURCE_TAGS.includes(value) || SUB_RESOURCE_TAGS.includes(value)) ? value : undefined;

/**
 * /permissoes: find a user (search, group) to open their permission screen, and "who can open X?" for a module or
 * sub-permission, naming the grant; paged by keyset cursors, with search, filters and page in the URL.
 */
export function PermissionsPage() {
  const { t } = useTranslation();
  const list = useKeysetList();
  const { params, page, perPage, search, cursor, refilter, move } = list;
  const group = optionalId(params.get('group'));
  const tag = knownTag(params.get('tag'));
  const who = useWho({ page, per_page: perPage, tag, group, search: search || undefined, cursor });
  const form = useUserForm();
  const groups = optionsOf(form.data, 'group_id');
  const tags = useMemo(() => tagOptions(t), [t]);
  const tagName = tag ? tagLabel(t, tag) : null;

  const data = who.data;
  const filtered = Boolean(search || group);
  const emptyPage = data !== undefined && data.data.length === 0;
  useEmptyPageFallback(list, emptyPage, who.isPlaceholderData);

  return (
    <Stack spacing={2} component="section" aria-labelledby="permissions-title">
      <Typography id="permissions-title" variant="h4" component="h1">
        {t('permissions.title')}
      </Typography>
      <Typography color="text.secondary">{t('permissions.intro')}</Typography>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        alignItems={{ md: 'center' }}
        flexWrap="wrap"
        useFlexGap
      >
        <SearchField label={t('permissions.who.search')} value={list.searchText} onChange={list.setSearchText} />
        {groups.length ? (
          <OptionFilter
            label={t('users.group')}
            options={groups}
            value={params.get('group')}
            onChange={(value) => refilter({ group: value })}
          />
        ) : null}
        <OptionFilter
          label={t('permissions.who.canOpen')}
          allLabel={t('permissions.who.anything')}
          options={tags}
          value={tag ?? null}
          onChange={(value) => refilter({ tag: value })}
        />
      </Stack>
      {tagName ? (
        <Typography variant="h6" component="h2">
          {t('permissions.who.heading', { name: tagName })}
        </Typography>
      ) : null}
      <Paper variant="outlined" aria-busy={who.isFetching}>
        {who.isFetching && data ? <LinearProgress aria-label={t('permissions.who.loading')} /> : null}
        {isPagingRefused(who.error) ? (
          <RetryAlert
            error={who.error}
            message={t('users.pageUnavailable')}
            retryLabel={t('users.firstPage')}
            onRetry={() => move({ page: 1, cursor: null })}
          />
        ) : who.isError ? (
          <RetryAlert error={who.error} retryLabel={t('permissions.retry')} onRetry={() => void who.refetch()} />
        ) : emptyPage ? (
          <Stack spacing={1.5} alignItems="flex-start" sx={{ p: 3 }}>
            <Typography>
              {filtered
                ? t('permissions.who.noMatch')
                : tagName
                  ? t('permissions.who.nobody', { name: tagName })
                  : t('users.empty')}
            </Typography>
            {filtered ? (
              <Button variant="outlined" onClick={() => refilter({ search: null, group: null })}>
                {t('users.clearFilters')}
              </Button>
            ) : null}
          </Stack>
        ) : data ? (
          <>
            <WhoTable rows={data.data} tagName={tagName} />
            <KeysetPagination
              data={data}
              totalText={(total, estimated) => t(estimated ? 'users.totalApprox' : 'users.total', { total })}
              perPage={perPage}
              disabled={who.isPlaceholderData}
              onMove={move}
              onPerPage={list.setPerPage}
            />
          </>
        ) : (
          <PanelText muted>{t('permissions.who.loading')}</PanelText>
        )}
      </Paper>
    </Stack>
  );
}
