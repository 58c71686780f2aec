import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { collectionByTag } from '@console/contract';
import { Alert, Box, Stack, Typography } from '@mui/material';
import { ModuleIcon } from '../../../components/ModuleIcon.tsx';
import { ModuleLanding } from '../../../components/ModuleLanding.tsx';
import { useSession } from '../../../lib/session.ts';
import { RetryAlert } from '../../../components/RetryAlert.tsx';
import { useCollection } from '../api/collections.ts';
import { CollectionList } from '../components/CollectionList.tsx';

/**
 * /:tag: the working screen of a collection's module: its name and description, then its generic list. A child
 * collection's own entry lists all its rows, with the parent as a column and a filter.
 */
export function CollectionListPage() {
  const { t } = useTranslation();
  const { tag } = useParams();
  const { user } = useSession();
  const collection = useCollection(tag);
  const { meta } = collection;
  // A bespoke module whose own screen is not written yet (the catalogue's views) keeps its landing meanwhile.
  if (tag && !collectionByTag(tag)) return <ModuleLanding tag={tag} user={user} />;
  return (
    <Stack spacing={2} component="section" aria-labelledby="collection-title">
      <Stack direction="row" spacing={2} alignItems="center">
        {meta ? <ModuleIcon name={meta.icon} fontSize="large" /> : null}
        <Typography id="collection-title" variant="h4" component="h1">
          {meta?.label ?? t(`menu.${tag ?? ''}`)}
        </Typography>
      </Stack>
      {meta?.description ? <Typography color="text.secondary">{meta.description}</Typography> : null}
      {collection.isError ? (
        <RetryAlert
          error={collection.error}
          retryLabel={t('collection.list.retry')}
          onRetry={() => void collection.refetch()}
        />
      ) : collection.missing ? (
        <Alert severity="warning">{t('collection.list.unavailable')}</Alert>
      ) : meta ? (
        <CollectionList key={meta.entity} meta={meta} />
      ) : (
        <Box sx={{ p: 3 }}>
          <Typography color="text.secondary">{t('collection.list.loading')}</Typography>
        </Box>
      )}
    </Stack>
  );
}
