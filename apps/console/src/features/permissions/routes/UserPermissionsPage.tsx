import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { Alert, Box, Button, Paper, Stack, Tab, Tabs, Typography } from '@mui/material';
import ArrowBack from '@mui/icons-material/ArrowBack';
import ContentCopy from '@mui/icons-material/ContentCopy';
import { isAllowed, type UserPermissions } from '@console/contract';
import { PersonAvatar } from '../../../components/pickers/PersonAvatar.tsx';
import { RetryAlert } from '../../../components/RetryAlert.tsx';
import { ApiError } from '../../../lib/http.ts';
import { positiveParam, useListParams } from '../../../lib/search-params.ts';
import { useSession } from '../../../lib/session.ts';
import { useUserPermissions } from '../api/modules.ts';
import { AuditPanel } from '../components/AuditPanel.tsx';
import { BiPanel } from '../components/BiPanel.tsx';
import { CopyPermissionsDialog } from '../components/CopyPermissionsDialog.tsx';
import { FoldersPanel } from '../components/FoldersPanel.tsx';
import { InspectorPanel, parseSubject, subjectParam } from '../components/InspectorPanel.tsx';
import { ModulesPanel } from '../components/ModulesPanel.tsx';

/** The sections of the screen, by their URL value (?aba=); the inspector and the audit trail need permissoes.inspecionar. */
const TABS = ['modulos', 'pastas', 'bi', 'inspetor', 'historico'] as const;
type TabName = (typeof TABS)[number];
const INSPECTING: readonly TabName[] = ['inspetor', 'historico'];

function Sections({ data, canEdit, canInspect }: { data: UserPermissions; canEdit: boolean; canInspect: boolean }) {
  const { t } = useTranslation();
  const [params, update] = useListParams();
  const tabs = TABS.filter((name) => canInspect || !INSPECTING.includes(name));
  const tab = tabs.find((name) => name === params.get('aba')) ?? 'modulos';
  const user = { user_id: data.user.user_id, name: data.user.name };
  const panel = (name: TabName) => {
    switch (name) {
      case 'modulos':
        return <ModulesPanel userId={user.user_id} modules={data.modules} canEdit={canEdit} />;
      case 'pastas':
        return <FoldersPanel user={user} canEdit={canEdit} />;
      case 'bi':
        return <BiPanel userId={user.user_id} canEdit={canEdit} />;
      case 'inspetor':
        return (
          <InspectorPanel
            user={user}
            subject={parseSubject(params.get('inspecionar'))}
            onSubject={(subject) => update({ inspecionar: subjectParam(subject) })}
          />
        );
      case 'historico':
        return (
          <AuditPanel
            userId={user.user_id}
            page={positiveParam(params.get('pagina'), 1)}
            onPage={(page) => update({ pagina: page > 1 ? String(page) : null })}
          />
        );
    }
  };
  return (
    <Paper variant="outlined">
      <Tabs
        value={tab}
        onChange={(_, next: TabName) => update({ aba: next === 'modulos' ? null : next })}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={t('permissions.sections')}
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        {tabs.map((name) => (
          <Tab
            key={name}
            value={name}
            label={t(`permissions.tabs.${name}`)}
            id={`permissions-tab-${name}`}
            aria-controls={`permissions-panel-${name}`}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`permissions-panel-${tab}`} aria-labelledby={`permissions-tab-${tab}`} sx={{ p: 2 }}>
        {panel(tab)}
      </Box>
    </Paper>
  );
}

/** /permissoes/:id: one user's modules, folders, BI, the inspector, the audit trail and the bulk copy. */
export function UserPermissionsPage() {
  const { t } = useTranslation();
  const id = positiveParam(useParams().id ?? null, 0) || null;
  const { user: me } = useSession();
  const canEdit = isAllowed(me, 'permissoes.editar');
  const canInspect = isAllowed(me, 'permissoes.inspecionar');
  const permissions = useUserPermissions(id);
  const [copying, setCopying] = useState(false);
  const data = permissions.data;
  const missing = id === null || (permissions.error instanceof ApiError && permissions.error.status === 404);

  return (
    <Stack spacing={2} component="section" aria-labelledby="user-permissions-title">
      <Box>
        <Button startIcon={<ArrowBack />} component={RouterLink} to=".." relative="path">
          {t('permissions.back')}
        </Button>
      </Box>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        justifyContent="space-between"
        alignItems={{ sm: 'center' }}
      >
        <Stack direction="row" spacing={2} alignItems="center">
          {data ? <PersonAvatar url={data.user.picture} /> : null}
          <Box>
            <Typography id="user-permissions-title" variant="h4" component="h1">
              {data ? t('permissions.titleOf', { name: data.user.name }) : t('permissions.userTitle')}
            </Typography>
            {data ? <Typography color="text.secondary">{data.user.email}</Typography> : null}
          </Box>
        </Stack>
        {data && canEdit ? (
          <Button variant="outlined" startIcon={<ContentCopy />} onClick={() => setCopying(true)}>
            {t('permissions.copy.open')}
          </Button>
        ) : null}
      </Stack>
      {missing ? (
        <Alert severity="warning">{t('users.notFound')}</Alert>
      ) : permissions.isError ? (
        <RetryAlert
          error={permissions.error}
          retryLabel={t('permissions.retry')}
          onRetry={() => void permissions.refetch()}
        />
      ) : data ? (
        <Sections data={data} canEdit={canEdit} canInspect={canInspect} />
      ) : (
        <Typography color="text.secondary">{t('permissions.loading')}</Typography>
      )}
      {data ? (
        <CopyPermissionsDialog
          open={copying}
          source={{ user_id: data.user.user_id, name: data.user.name }}
          onClose={() => setCopying(false)}
        />
      ) : null}
    </Stack>
  );
}
