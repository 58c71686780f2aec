import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import {
  Alert,
  Box,
  Button,
  List,
  ListItem,
  ListItemText,
  Paper,
  Stack,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import ManageSearch from '@mui/icons-material/ManageSearch';
import type { InspectGrant, Inspection } from '@console/contract';
import { ListPicker } from '../../../components/pickers/ListPicker.tsx';
import { RetryAlert } from '../../../components/RetryAlert.tsx';
import { useBi } from '../api/bi.ts';
import { useFolders } from '../api/folders.ts';
import { useInspection, type InspectSubject } from '../api/inspect.ts';
import { tagLabel, tagOptions } from '../catalogue.ts';

type Kind = InspectSubject['kind'];
const KINDS: readonly Kind[] = ['tag', 'folder', 'bi'];

/** 'tag:feed', 'folder:3', 'bi:vendas' (the inspector's URL parameter) as a subject; null when malformed. */
export function parseSubject(value: string | null): InspectSubject | null {
  const [kind, ...rest] = (value ?? '').split(':');
  const key = rest.join(':');
  if (!key) return null;
  if (kind === 'tag' || kind === 'bi') return { kind, key };
  const id = Number(key);
  return kind === 'folder' && Number.isInteger(id) && id > 0 ? { kind, key: id } : null;
}

export const subjectParam = (subject: InspectSubject): string => `${subject.kind}:${subject.key}`;

/** The grant named in words: which record, of which kind, and to whom. */
function grantText(t: TFunction, grant: InspectGrant): string {
  const label = grant.kind === 'resource' || grant.kind === 'sub_resource' ? tagLabel(t, grant.label) : grant.label;
  return t(`permissions.inspector.grant.${grant.kind}`, { label });
}

const subjectLabel = (t: TFunction, inspection: Inspection): string =>
  inspection.subject.kind === 'tag' ? tagLabel(t, inspection.subject.key) : inspection.subject.label;

interface PickItem {
  id: string;
  label: string;
  detail: string;
}

/** The items to pick a subject of a kind among: the catalogue's tags, the client's folders or its BI dashboards. */
function usePickItems(kind: Kind, userId: number): { items: PickItem[]; pending: boolean } {
  const { t } = useTranslation();
  const folders = useFolders(kind === 'folder');
  const dashboards = useBi(userId, kind === 'bi');
  return useMemo(() => {
    if (kind === 'tag')
      return { items: tagOptions(t).map((o) => ({ id: o.value, label: o.label, detail: o.detail })), pending: false };
    if (kind === 'folder')
      return {
        items: (folders.data ?? []).map((f) => ({ id: String(f.id), label: f.name, detail: f.description ?? '' })),
        pending: folders.isPending,
      };
    return {
      items: (dashboards.data ?? []).map((d) => ({ id: d.key, label: d.name, detail: d.key })),
      pending: dashboards.isPending,
    };
  }, [kind, t, folders.data, folders.isPending, dashboards.data, dashboards.isPending]);
}

interface InspectorPanelProps {
  user: { user_id: number; name: string };
  subject: InspectSubject | null;
  onSubject: (subject: InspectSubject) => void;
}

/** "Por que este usuário pode abrir X?": pick a module or sub-permission, a folder or a BI dashboard; the grants that bear on it. */
export function InspectorPanel({ user, subject, onSubject }: InspectorPanelProps) {
  const { t } = useTranslation();
  const [kind, setKind] = useState<Kind>(subject?.kind ?? 'tag');
  const [picking, setPicking] = useState(false);
  const pick = usePickItems(kind, user.user_id);
  const inspection = useInspection(user.user_id, subject);
  const result = inspection.data;

  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">{t('permissions.inspector.intro')}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'center' }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={kind}
          aria-label={t('permissions.inspector.kind')}
          onChange={(_, next: Kind | null) => next && setKind(next)}
        >
          {KINDS.map((option) => (
            <ToggleButton key={option} value={option}>
              {t(`permissions.inspector.kinds.${option}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Button variant="contained" startIcon={<ManageSearch />} onClick={() => setPicking(true)}>
          {t(`permissions.inspector.choose.${kind}`)}
        </Button>
      </Stack>
      <Paper variant="outlined" sx={{ p: 2 }} aria-live="polite" aria-busy={inspection.isFetching}>
        {subject === null ? (
          <Typography color="text.secondary">{t('permissions.inspector.idle')}</Typography>
        ) : inspection.isError ? (
          <RetryAlert
            error={inspection.error}
            retryLabel={t('permissions.retry')}
            onRetry={() => void inspection.refetch()}
          />
        ) : !result ? (
          <Typography color="text.secondary">{t('permissions.inspector.loading')}</Typography>
        ) : (
          <Stack spacing={1.5}>
            <Typography variant="h6" component="h2">
              {t('permissions.inspector.question', { name: user.name, subject: subjectLabel(t, result) })}
            </Typography>
            <Alert severity={result.allowed ? 'success' : 'warning'}>
              {t(result.allowed ? 'permissions.inspector.allowed' : 'permissions.inspector.denied', {
                name: user.name,
                subject: subjectLabel(t, result),
              })}
            </Alert>
            {result.grants.length === 0 ? (
              <Typography>{t('permissions.inspector.noGrants')}</Typography>
            ) : (
              <Box>
                <Typography fontWeight={600}>{t('permissions.inspector.grants')}</Typography>
                <List dense aria-label={t('permissions.inspector.grants')}>
                  {result.grants.map((grant) => (
                    <ListItem key={`${grant.kind}-${grant.id}`} disableGutters>
                      <ListItemText
                        primary={grantText(t, grant)}
                        secondary={t(
                          grant.enabled ? 'permissions.inspector.enabled' : 'permissions.inspector.disabled',
                        )}
                      />
                    </ListItem>
                  ))}
                </List>
              </Box>
            )}
          </Stack>
        )}
      </Paper>
      <ListPicker
        open={picking && !pick.pending}
        title={t(`permissions.inspector.choose.${kind}`)}
        items={pick.items}
        filterField="label"
        detailField="detail"
        onClose={(picked) => {
          setPicking(false);
          if (!picked) return;
          onSubject(kind === 'folder' ? { kind, key: Number(picked.id) } : { kind, key: picked.id });
        }}
      />
    </Stack>
  );
}
