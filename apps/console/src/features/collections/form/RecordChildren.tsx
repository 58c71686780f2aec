import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Stack, Tab, Tabs, Typography } from '@mui/material';
import type { CollectionMeta } from '@console/contract';
import { useListParams } from '../../../lib/search-params.ts';
import { useCollections } from '../api/collections.ts';
import { CollectionList } from '../components/CollectionList.tsx';

/** The query key of the open tab. */
const TAB = 'aba';

/**
 * Below a record, its child collections (the modules of a course, the registrations of an event) as tabs, each the
 * generic list of that child with the record as its fixed parent ('Novo' presets it). Only the children the user
 * may open; none, nothing is drawn. The open tab is kept in the URL.
 */
export function RecordChildren({ meta, id }: { meta: CollectionMeta; id: number }) {
  const { t } = useTranslation();
  const baseId = useId();
  const all = useCollections();
  const [params, setParams] = useListParams();
  const children = meta.children.flatMap((link) => {
    const child = all.data?.find((candidate) => candidate.entity === link.entity);
    return child ? [{ meta: child, param: link.param }] : [];
  });
  if (children.length === 0) return null;
  const open = children.find((child) => child.meta.entity === params.get(TAB)) ?? children[0];
  const tabId = (entity: string) => `${baseId}-tab-${entity}`;
  const panelId = (entity: string) => `${baseId}-panel-${entity}`;
  return (
    <Stack spacing={1} component="section" aria-labelledby={`${baseId}-title`}>
      <Typography id={`${baseId}-title`} variant="h5" component="h2">
        {t('collection.form.children')}
      </Typography>
      <Tabs
        value={open.meta.entity}
        onChange={(_event, entity: string) => setParams({ [TAB]: entity })}
        variant="scrollable"
        allowScrollButtonsMobile
      >
        {children.map((child) => (
          <Tab
            key={child.meta.entity}
            value={child.meta.entity}
            label={child.meta.label}
            id={tabId(child.meta.entity)}
            aria-controls={panelId(child.meta.entity)}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={panelId(open.meta.entity)} aria-labelledby={tabId(open.meta.entity)}>
        <CollectionList key={open.meta.entity} meta={open.meta} parent={{ param: open.param, id }} />
      </Box>
    </Stack>
  );
}
