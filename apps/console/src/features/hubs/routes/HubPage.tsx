import { useTranslation } from 'react-i18next';
import { Skeleton, Stack, Typography } from '@mui/material';
import { hubPath, type Hub, type MenuItem } from '@console/contract';
import { ModuleCards } from '../../../components/ModuleCards.tsx';

/** /-{hub}: the hub's modules the user may open, from the menu. */
export function HubPage({ hub, menu, loading }: { hub: Hub; menu: readonly MenuItem[]; loading: boolean }) {
  const { t } = useTranslation();
  const entry = menu.find((item) => item.path === hubPath(hub) || item.key === hub);
  const modules = entry?.children ?? [];
  return (
    <Stack spacing={3} component="section" aria-labelledby="hub-title">
      <Typography id="hub-title" variant="h4" component="h1">
        {t(`hub.${hub}`)}
      </Typography>
      {loading ? <Skeleton variant="rounded" height={120} /> : null}
      {!loading && modules.length === 0 ? <Typography>{t('hubs.empty')}</Typography> : null}
      <ModuleCards items={modules} />
    </Stack>
  );
}
