import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Stack, Tab, Tabs } from '@mui/material';
import type { CollectionDef, CollectionMeta, CollectionRow } from '@console/contract';
import { RecordHistory } from '../components/RecordHistory.tsx';
import { CollectionForm } from './CollectionForm.tsx';
import { RecordChildren } from './RecordChildren.tsx';
import { rowTitle } from '../../../components/pickers/collection-rows.ts';
import { VersionsPanel } from '../versions/VersionsPanel.tsx';
import { RecordActions } from '../actions/RecordActions.tsx';
import { recordScreens } from '../attendance/screens.tsx';

/** 'data', 'versions', 'history', or an action screen's name (a cohort's 'chamada'). */
type Section = string;

/**
 * A record's page in tabs: 'Dados' (its form and its child collections) and 'Histórico' (its audit entries). The form
 * stays mounted while the history is open, so edits not yet saved survive a look at the history.
 */
export function RecordTabs({
  meta,
  def,
  record,
  parentLabel,
  revision = 0,
  onRestored,
  onActed,
}: {
  meta: CollectionMeta;
  def: CollectionDef;
  record: CollectionRow;
  parentLabel?: string;
  /** Bumped when a version is restored: the form is drawn again from the restored record. */
  revision?: number;
  onRestored?: () => void;
  /** After a declared action ran on the record: the page reads it again and draws the form from it. */
  onActed?: () => void;
}) {
  const { t } = useTranslation();
  const baseId = useId();
  const [section, setSection] = useState<Section>('data');
  const screens = recordScreens(meta);
  const tabId = (name: Section) => `${baseId}-tab-${name}`;
  const panelId = (name: Section) => `${baseId}-panel-${name}`;
  const tab = (name: Section, label: string) => (
    <Tab key={name} value={name} label={label} id={tabId(name)} aria-controls={panelId(name)} />
  );
  return (
    <Stack spacing={2}>
      <Tabs
        value={section}
        onChange={(_event, value: Section) => setSection(value)}
        aria-label={t('collection.history.sections')}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        {tab('data', t('collection.history.dataTab'))}
        {def.versions ? tab('versions', t('collection.versions.tab')) : null}
        {screens.map((screen) => tab(screen.name, screen.label))}
        {tab('history', t('collection.history.historyTab'))}
      </Tabs>
      <Box role="tabpanel" id={panelId('data')} aria-labelledby={tabId('data')} hidden={section !== 'data'}>
        <Stack spacing={3}>
          <RecordActions meta={meta} record={record} onRan={() => onActed?.()} />
          <CollectionForm
            key={`${record.id}-${revision}`}
            meta={meta}
            def={def}
            record={record}
            parentLabel={parentLabel}
          />
          <RecordChildren meta={meta} id={record.id} />
        </Stack>
      </Box>
      {def.versions ? (
        <Box
          role="tabpanel"
          id={panelId('versions')}
          aria-labelledby={tabId('versions')}
          hidden={section !== 'versions'}
        >
          <VersionsPanel
            meta={meta}
            id={record.id}
            name={rowTitle(def.entity, record)}
            onRestored={() => onRestored?.()}
          />
        </Box>
      ) : null}
      {screens.map((screen) => (
        <Box
          key={screen.name}
          role="tabpanel"
          id={panelId(screen.name)}
          aria-labelledby={tabId(screen.name)}
          hidden={section !== screen.name}
        >
          {section === screen.name ? screen.render(record.id) : null}
        </Box>
      ))}
      <Box role="tabpanel" id={panelId('history')} aria-labelledby={tabId('history')} hidden={section !== 'history'}>
        {section === 'history' ? <RecordHistory meta={meta} id={record.id} parentLabel={parentLabel} /> : null}
      </Box>
    </Stack>
  );
}
