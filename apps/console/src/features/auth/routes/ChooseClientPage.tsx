import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { List, ListItemButton, ListItemIcon, ListItemText } from '@mui/material';
import Business from '@mui/icons-material/Business';
import { CLIENTS } from '@console/contract';
import { AuthCard } from '../components/AuthCard.tsx';

/** /auth: choose the organisation, then its login page. */
export function ChooseClientPage() {
  const { t } = useTranslation();
  return (
    <AuthCard title={t('auth.chooseTitle')} subtitle={t('auth.chooseSubtitle')}>
      <nav aria-label={t('auth.chooseTitle')}>
        <List>
          {CLIENTS.map((client) => (
            <ListItemButton key={client.id} component={RouterLink} to={client.loginUrl}>
              <ListItemIcon>
                <Business aria-hidden />
              </ListItemIcon>
              <ListItemText primary={client.name} />
            </ListItemButton>
          ))}
        </List>
      </nav>
    </AuthCard>
  );
}
