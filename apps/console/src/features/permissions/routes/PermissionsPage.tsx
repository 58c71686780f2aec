import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Stack, Typography } from '@mui/material';
import { RESOURCE_TAGS, SUB_RESOURCE_TAGS } from '@console/contract';
import { KeysetPagination } from '../../../components/KeysetPagination.tsx';
import { OptionFilter } from '../../../components/OptionFilter.tsx';
import { ListStates } from '../../../components/ListStates.tsx';
import { SearchField } from '../../../components/SearchField.tsx';
import { optionalId, useListController, useListResult } from '../../../lib/list-controller.ts';
import { optionsOf, useUserForm } from '../../../lib/user-form.ts';
import { useWho } from '../api/who.ts';
import { tagLabel, tagOptions } from '../catalogue.ts';
import { WhoTable } from '../components/WhoTable.tsx';

const knownTag = (value: string | null): string | undefined =>
  value && (RESOURCE_TAGS.includes(value) || SUB_RESOURCE_TAGS.includes(value)) ? value : undefined;

/** The filters "Limpar filtros" clears; the module asked about stays. */
const FILTERS = ['group'];

/**
 * /permissoes: find a user (search, group) to open their permission screen, and "who can open X?" for a module or
 * sub-permission, naming the grant; paged by keyset cursors, with search, filters and page in the URL.
 */
export function PermissionsPage() {
  const { t } = useTranslation();
  const list = useListController({ paging: 'keyset', filters: FILTERS });
  const { params, refilter } = list;
  const group = optionalId(params.get('group'));
  const tag = knownTag(params.get('tag'));
  const who = useWho({ ...list.query, tag, group });
  const result = useListResult(list, who);
  const form = useUserForm();
  const groups = optionsOf(form.data, 'group_id');
  const tags = useMemo(() => tagOptions(t), [t]);
  const tagName = tag ? tagLabel(t, tag) : null;

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
      <ListStates
        result={result}
        texts={{
          loading: t('permissions.who.loading'),
          retry: t('permissions.retry'),
          empty: tagName ? t('permissions.who.nobody', { name: tagName }) : t('users.empty'),
          noMatch: t('permissions.who.noMatch'),
        }}
      >
        {(data) => (
          <>
            <WhoTable rows={data.data} tagName={tagName} />
            <KeysetPagination
              data={data}
              totalText={(total, estimated) => t(estimated ? 'users.totalApprox' : 'users.total', { total })}
              perPage={list.perPage}
              disabled={who.isPlaceholderData}
              onMove={list.move}
              onPerPage={list.setPerPage}
            />
          </>
        )}
      </ListStates>
    </Stack>
  );
}
