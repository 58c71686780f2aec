import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { List, ListItem, ListItemButton, ListItemIcon, ListItemText } from '@mui/material';
import Business from '@mui/icons-material/Business';
import { clientById, CLIENTS } from '@console/contract';
import { useClientEntry } from '../../../lib/client-lookup.ts';
import { AuthCard } from '../components/AuthCard.tsx';

/** A client created at run time that ?client_id names (the one just signed out of), else null. */
const runTimeClient = (params: URLSearchParams): number | null => {
  const id = Number(params.get('client_id'));
  return Number.isSafeInteger(id) && id > 0 && !clientById(id) ? id : null;
};

/** /auth: choose the organisation, then its login page; a run-time client signed out of comes first. */
export function ChooseClientPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const recent = useClientEntry(runTimeClient(params));
  const clients = recent ? [recent, ...CLIENTS] : CLIENTS;
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
