import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { Alert, AlertTitle, Button, IconButton, Skeleton, Stack, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { hubPath, type Hub, type MenuItem } from '@console/contract';
import { ModuleCards } from '../../../components/ModuleCards.tsx';
import { createdPostLink, createdPostOf, type CreatedPost } from '../../../lib/created-post.ts';

/** The post just created on /feed/nova (handed over in the location state), with a link to it in the feed. */
function CreatedPostNotice({ post }: { post: CreatedPost }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const text = post.texto.trim();
  return (
    <Alert
      severity="success"
      role="status"
      aria-labelledby="created-post-title"
      action={
        <Stack direction="row" spacing={1} alignItems="center">
          <Button component={RouterLink} to={createdPostLink(post)} color="inherit" size="small">
            {t('hubs.createdPost.open')}
          </Button>
          <IconButton
            color="inherit"
            size="small"
            aria-label={t('hubs.createdPost.close')}
            onClick={() => void navigate(location.pathname + location.search, { replace: true, state: null })}
          >
            <CloseIcon fontSize="small" />
          </IconButton>
        </Stack>
      }
    >
      <AlertTitle id="created-post-title">{t('hubs.createdPost.title')}</AlertTitle>
      {post.titulo ? <Typography variant="subtitle2">{post.titulo}</Typography> : null}
      {text ? (
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {text.length > 140 ? `${text.slice(0, 140)}…` : text}
        </Typography>
      ) : null}
      {post.folder ? (
        <Typography variant="body2">{t('hubs.createdPost.folder', { folder: post.folder })}</Typography>
      ) : null}
    </Alert>
  );
}

/** /-{hub}: the hub's modules the user may open, from the menu (and, after posting, the post just created). */
export function HubPage({ hub, menu, loading }: { hub: Hub; menu: readonly MenuItem[]; loading: boolean }) {
  const { t } = useTranslation();
  const created = createdPostOf(useLocation().state);
  const entry = menu.find((item) => item.path === hubPath(hub) || item.key === hub);
  const modules = entry?.children ?? [];
  return (
    <Stack spacing={3} component="section" aria-labelledby="hub-title">
      <Typography id="hub-title" variant="h4" component="h1">
        {t(`hub.${hub}`)}
      </Typography>
      {created ? <CreatedPostNotice post={created} /> : null}
      {loading ? <Skeleton variant="rounded" height={120} /> : null}
      {!loading && modules.length === 0 ? <Typography>{t('hubs.empty')}</Typography> : null}
      <ModuleCards items={modules} />
    </Stack>
  );
}
