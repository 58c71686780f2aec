import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Accordion, AccordionDetails, AccordionSummary, Alert, Box, Button, Stack, Typography } from '@mui/material';
import ExpandMore from '@mui/icons-material/ExpandMore';
import UnfoldLess from '@mui/icons-material/UnfoldLess';
import UnfoldMore from '@mui/icons-material/UnfoldMore';
import type { Hub, ModulePermission } from '@console/contract';
import { foldText } from '../../../components/pickers/filter.ts';
import { SearchField } from '../../../components/SearchField.tsx';
import { useToast } from '../../../components/toast.tsx';
import { errorDetail } from '../../../lib/http.ts';
import { useModuleChange, type ModuleChange } from '../api/modules.ts';
import { byHub, platformText, tagLabel } from '../catalogue.ts';
import { ModuleRow, type ModuleOverride, type ModuleRowActions } from './ModuleRow.tsx';

interface ModulesPanelProps {
  userId: number;
  modules: ModulePermission[];
  canEdit: boolean;
}

/**
 * The catalogue's modules grouped by hub (collapsible; closed at first, each saying how many of its modules are
 * enabled; a filter opens the hubs that match), as the user holds them. Each change is shown at once and
 * written; a refusal (403/422) rolls it back and shows the server's message.
 */
export function ModulesPanel({ userId, modules, canEdit }: ModulesPanelProps) {
  const { t } = useTranslation();
  const { showError } = useToast();
  const change = useModuleChange(userId);
  const [overrides, setOverrides] = useState<Record<string, ModuleOverride>>({});
  const [expanded, setExpanded] = useState<Hub[]>([]);
  const [filter, setFilter] = useState('');

  const groups = useMemo(() => {
    const wanted = foldText(filter.trim());
    const matches = (module: ModulePermission) =>
      [module.tag, ...module.subs.map((s) => s.tag)].some((tag) => foldText(tagLabel(t, tag)).includes(wanted));
    return byHub(wanted ? modules.filter(matches) : modules);
  }, [modules, filter, t]);

  // One set of actions for every row (ModuleRow is memoised): the mutation is read through a ref.
  const mutation = useRef(change);
  mutation.current = change;
  const actions = useMemo((): ModuleRowActions => {
    const write = async (module: ModulePermission, shown: ModuleOverride, request: ModuleChange) => {
      setOverrides((all) => ({ ...all, [module.tag]: shown }));
      try {
        await mutation.current.mutateAsync(request);
      } catch (error) {
        showError(errorDetail(error));
      } finally {
        setOverrides(({ [module.tag]: _, ...rest }) => rest);
      }
    };
    return {
      onEnabled: (module, enabled) =>
        void write(module, { enabled }, { kind: 'module', tag: module.tag, body: { enabled } }),
      onPlatforms: (module, platforms) =>
        void write(
          module,
          { platforms },
          {
            kind: 'module',
            tag: module.tag,
            body: { enabled: module.permission?.enabled ?? false, platform: platformText(platforms) },
          },
        ),
      onSub: (module, tag, enabled) =>
        void write(module, { subs: { [tag]: enabled } }, { kind: 'sub', module, tag, enabled }),
    };
  }, [showError]);

  const toggle = (hub: Hub) =>
    setExpanded((hubs) => (hubs.includes(hub) ? hubs.filter((h) => h !== hub) : [...hubs, hub]));
  const allExpanded = groups.every(({ hub }) => expanded.includes(hub));
  const filtering = filter.trim() !== '';

  return (
    <Stack spacing={2}>
      {canEdit ? null : <Alert severity="info">{t('permissions.readOnly')}</Alert>}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'center' }}>
        <SearchField label={t('permissions.modules.filter')} value={filter} onChange={setFilter} />
        {filtering ? null : (
          <Button
            variant="text"
            startIcon={allExpanded ? <UnfoldLess /> : <UnfoldMore />}
            onClick={() => setExpanded(allExpanded ? [] : groups.map(({ hub }) => hub))}
          >
            {allExpanded ? t('permissions.modules.collapseAll') : t('permissions.modules.expandAll')}
          </Button>
        )}
      </Stack>
      {groups.length === 0 ? <Typography color="text.secondary">{t('permissions.modules.noMatch')}</Typography> : null}
      <Box>
        {groups.map(({ hub, items }) => (
          <Accordion
            key={hub}
            disableGutters
            expanded={filtering || expanded.includes(hub)}
            onChange={() => toggle(hub)}
            // The tab panel sits under the page's h1 with no heading of its own: a hub is the next level down.
            slotProps={{ transition: { unmountOnExit: true }, heading: { component: 'h2' } }}
          >
            <AccordionSummary expandIcon={<ExpandMore />} id={`hub-${hub}`} aria-controls={`hub-${hub}-modules`}>
              <Stack direction="row" spacing={1} alignItems="baseline">
                <Typography fontWeight={600}>{t(`hub.${hub}`)}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {t('permissions.modules.enabledCount', {
                    active: items.filter((m) => m.permission?.enabled).length,
                    total: items.length,
                  })}
                </Typography>
              </Stack>
            </AccordionSummary>
            <AccordionDetails id={`hub-${hub}-modules`} sx={{ pt: 0 }}>
              <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }} aria-label={t(`hub.${hub}`)}>
                {items.map((module) => (
                  <ModuleRow
                    key={module.tag}
                    module={module}
                    override={overrides[module.tag]}
                    canEdit={canEdit}
                    actions={actions}
                  />
                ))}
              </Box>
            </AccordionDetails>
          </Accordion>
        ))}
      </Box>
    </Stack>
  );
}
