import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { List, ListItem, ListItemButton, ListItemIcon, ListItemText } from '@mui/material';
import Business from '@mui/icons-material/Business';
import { CLIENTS } from '@console/contract';
import { useClientDirectory } from '../../../lib/client-directory.ts';
import { AuthCard } from '../components/AuthCard.tsx';

/**
 * /auth: choose the organisation, then its login page. The list is the server's directory, read at each visit, so a
 * client created a moment ago is there; until it answers (or when it cannot), the fixed clients of SPEC.md §2. The
 * client named by `?client_id` (signing out of a client lands here naming it) comes first.
 */
export function ChooseClientPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const directory = useClientDirectory();
  const listed = directory.data?.map((c) => ({ id: c.id, name: c.name, loginUrl: c.login_url })) ?? CLIENTS;
  const first = Number(params.get('client_id'));
  const clients = [...listed.filter((c) => c.id === first), ...listed.filter((c) => c.id !== first)];
  return (
    <AuthCard title={t('auth.chooseTitle')} subtitle={t('auth.chooseSubtitle')}>
      <nav aria-label={t('auth.chooseTitle')}>
        <List>
          {clients.map((client) => (
            <ListItem key={client.id} disablePadding>
              <ListItemButton component={RouterLink} to={client.loginUrl}>
                <ListItemIcon>
                  <Business aria-hidden />
                </ListItemIcon>
                <ListItemText primary={client.name} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </nav>
    </AuthCard>
  );
}
