import { useTranslation } from 'react-i18next';
import {
  AppBar,
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  Link,
  List,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Paper,
  Toolbar,
  Typography,
} from '@mui/material';
import Dashboard from '@mui/icons-material/Dashboard';
import Folder from '@mui/icons-material/Folder';
import Logout from '@mui/icons-material/Logout';
import MenuIcon from '@mui/icons-material/Menu';
import Palette from '@mui/icons-material/Palette';
import People from '@mui/icons-material/People';

/** The side menu's selected entry, as the real menu marks it. */
const selectedStyle = {
  '&.Mui-selected': { bgcolor: 'action.selected', fontWeight: 600, borderLeft: 4, borderColor: 'primary.main' },
};

const ENTRIES = [
  { tag: 'dashboard', icon: <Dashboard fontSize="small" /> },
  { tag: 'usuarios', icon: <People fontSize="small" /> },
  { tag: 'cores', icon: <Palette fontSize="small" /> },
  { tag: 'arquivos', icon: <Folder fontSize="small" /> },
] as const;

/**
 * The console in miniature, drawn with the theme it is given: the app bar, the side menu with its selected entry,
 * a page on the background with a card on the surface colour, primary and secondary buttons, a link and an error text.
 */
export function ShellPreview({ clientName, userName }: { clientName: string; userName: string }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ bgcolor: 'background.default', color: 'text.primary' }}>
      <AppBar component="div" position="static" elevation={1}>
        <Toolbar variant="dense" sx={{ gap: 1.5 }}>
          <MenuIcon fontSize="small" />
          <Typography variant="subtitle1" component="p" noWrap sx={{ flexGrow: 1 }}>
            {clientName}
          </Typography>
          <Typography variant="body2" component="p" noWrap>
            {userName}
          </Typography>
          <Button size="small" color="inherit" variant="outlined" startIcon={<Logout />}>
            {t('shell.logout')}
          </Button>
        </Toolbar>
      </AppBar>
      <Box sx={{ display: 'flex', minHeight: 240 }}>
        <Paper square elevation={0} sx={{ width: 150, flexShrink: 0, borderRight: 1, borderColor: 'divider' }}>
          <List dense>
            {ENTRIES.map((entry) => (
              <ListItemButton key={entry.tag} selected={entry.tag === 'cores'} sx={selectedStyle}>
                <ListItemIcon sx={{ minWidth: 32 }}>{entry.icon}</ListItemIcon>
                <ListItemText
                  primary={t(`menu.${entry.tag}`)}
                  slotProps={{ primary: { noWrap: true, variant: 'body2' } }}
                />
              </ListItemButton>
            ))}
          </List>
        </Paper>
        <Box sx={{ flex: 1, minWidth: 0, p: 2 }}>
          <Typography variant="h6" component="p">
            {t('menu.cores')}
          </Typography>
          <Typography variant="body2">{t('brandEditor.preview.pageText')}</Typography>
          <Card sx={{ mt: 1.5 }}>
            <CardContent sx={{ pb: 1 }}>
              <Typography variant="subtitle2" component="p">
                {t('brandEditor.preview.cardTitle')}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t('brandEditor.preview.cardText')} <Link component="span">{t('brandEditor.preview.link')}</Link>
              </Typography>
              <Typography variant="body2" color="error" sx={{ mt: 1 }}>
                {t('brandEditor.preview.errorText')}
              </Typography>
            </CardContent>
            <CardActions sx={{ flexWrap: 'wrap', gap: 1 }}>
              <Button size="small" variant="contained">
                {t('brandEditor.preview.primaryButton')}
              </Button>
              <Button size="small" variant="contained" color="secondary">
                {t('brandEditor.preview.secondaryButton')}
              </Button>
              <Button size="small">{t('brandEditor.preview.textButton')}</Button>
            </CardActions>
          </Card>
        </Box>
      </Box>
    </Box>
  );
}
