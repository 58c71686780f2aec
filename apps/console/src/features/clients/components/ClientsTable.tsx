import { useTranslation } from 'react-i18next';
import {
  Box,
  Chip,
  IconButton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Tooltip,
  Typography,
} from '@mui/material';
import Block from '@mui/icons-material/Block';
import OpenInNew from '@mui/icons-material/OpenInNew';
import PlayCircleOutline from '@mui/icons-material/PlayCircleOutline';
import Settings from '@mui/icons-material/Settings';
import { PLATFORM_CLIENT_ID, SIGN_IN_WINDOW_DAYS, type ClientListItem } from '@console/contract';
import { RowAction } from '../../../components/RowAction.tsx';
import { formatDateTime } from '../../../lib/date.ts';
import { formatCount } from '../../../lib/locale.ts';
import { absoluteUrl, timeAgo } from '../format.ts';
import { StatusChip } from './StatusChip.tsx';

interface ClientsTableProps {
  rows: ClientListItem[];
  /** Suspend or reactivate, after the page's confirmation. */
  onStatus: (client: ClientListItem) => void;
}

/** The client's brand at a glance: its logo on its primary colour, or the swatch alone. */
function BrandMark({ client }: { client: ClientListItem }) {
  const { t } = useTranslation();
  return (
    <Tooltip title={t('clients.list.primary', { color: client.primary })}>
      <Box
        role="img"
        aria-label={t('clients.list.primary', { color: client.primary })}
        sx={{
          width: 40,
          height: 40,
          borderRadius: 1,
          bgcolor: client.primary,
          border: 1,
          borderColor: 'divider',
          display: 'grid',
          placeItems: 'center',
          overflow: 'hidden',
        }}
      >
        {client.logo ? (
          <Box
            component="img"
            src={client.logo}
            alt=""
            sx={{ maxWidth: 34, maxHeight: 34, bgcolor: 'background.paper', borderRadius: 0.5 }}
          />
        ) : null}
      </Box>
    </Tooltip>
  );
}

/** The clients of a page: brand, name and login address, status, users, last activity and the row's actions. */
export function ClientsTable({ rows, onStatus }: ClientsTableProps) {
  const { t, i18n } = useTranslation();
  return (
    <TableContainer>
      <Table size="small" aria-label={t('clients.title')}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ width: 56 }}>{t('clients.list.brand')}</TableCell>
            <TableCell>{t('clients.list.name')}</TableCell>
            <TableCell>{t('clients.list.status')}</TableCell>
            <TableCell align="right">{t('clients.list.users')}</TableCell>
            <TableCell>{t('clients.list.lastActivity')}</TableCell>
            <TableCell align="right">{t('clients.list.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((client) => {
            const suspended = client.status === 'suspended';
            const loginUrl = absoluteUrl(client.login_url);
            return (
              <TableRow key={client.id} hover>
                <TableCell>
                  <BrandMark client={client} />
                </TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>
                  <Typography variant="body2" fontWeight={600}>
                    {client.name}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {client.login_url}
                  </Typography>
                </TableCell>
                <TableCell>
                  <StatusChip status={client.status} />
                </TableCell>
                <TableCell align="right">{formatCount(client.users, i18n.language)}</TableCell>
                <TableCell>
                  {client.last_activity ? (
                    <Tooltip title={formatDateTime(client.last_activity)}>
                      <span>{timeAgo(client.last_activity, i18n.language)}</span>
                    </Tooltip>
                  ) : (
                    <Chip size="small" variant="outlined" label={t('clients.list.never')} />
                  )}
                  <Typography variant="caption" color="text.secondary" component="div">
                    {t('clients.list.signIns', {
                      count: client.sign_ins,
                      formatted: formatCount(client.sign_ins, i18n.language),
                      days: SIGN_IN_WINDOW_DAYS,
                    })}
                  </Typography>
                </TableCell>
                <TableCell align="right">
                  <Stack direction="row" spacing={0.5} justifyContent="flex-end">
                    <RowAction
                      title={t('clients.openSettings')}
                      label={t('clients.list.settingsOf', { name: client.name })}
                      icon={<Settings />}
                      to={String(client.id)}
                    />
                    <Tooltip title={t('clients.list.openLogin')}>
                      <IconButton
                        component="a"
                        href={loginUrl}
                        target="_blank"
                        rel="noopener noreferrer"
                        aria-label={t('clients.list.openLoginOf', { name: client.name })}
                      >
                        <OpenInNew />
                      </IconButton>
                    </Tooltip>
                    {client.id === PLATFORM_CLIENT_ID ? null : (
                      <RowAction
                        title={t(suspended ? 'clients.reactivate' : 'clients.suspend')}
                        label={t(suspended ? 'clients.list.reactivateOf' : 'clients.list.suspendOf', {
                          name: client.name,
                        })}
                        icon={suspended ? <PlayCircleOutline /> : <Block />}
                        onClick={() => onStatus(client)}
                      />
                    )}
                  </Stack>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
