import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import {
  Chip,
  Link,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { WhoItem } from '@console/contract';
import { PersonAvatar } from '../../../components/pickers/PersonAvatar.tsx';

interface WhoTableProps {
  rows: WhoItem[];
  /** The tag asked about ("who can open X?"); without it, the count of modules each user has enabled. */
  tagName: string | null;
}

/** Users with a link to each one's permission screen, and the grant that lets them open the tag asked about. */
export function WhoTable({ rows, tagName }: WhoTableProps) {
  const { t } = useTranslation();
  return (
    <TableContainer>
      <Table
        size="small"
        aria-label={tagName ? t('permissions.who.tableFor', { name: tagName }) : t('permissions.who.table')}
      >
        <TableHead>
          <TableRow>
            <TableCell>{t('permissions.who.user')}</TableCell>
            <TableCell>{t('users.group')}</TableCell>
            <TableCell>{tagName ? t('permissions.who.via') : t('permissions.who.modulesEnabled')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.user_id} hover>
              <TableCell>
                <Stack direction="row" spacing={1.5} alignItems="center">
                  <PersonAvatar url={row.picture} />
                  <div>
                    <Link
                      component={RouterLink}
                      to={String(row.user_id)}
                      aria-label={t('permissions.who.open', { name: row.name })}
                      sx={{ overflowWrap: 'anywhere' }}
                    >
                      {row.name}
                    </Link>
                    <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                      {row.email}
                    </Typography>
                  </div>
                </Stack>
              </TableCell>
              <TableCell>{row.group?.name ?? ''}</TableCell>
              <TableCell>
                {tagName && row.via ? (
                  <Chip
                    size="small"
                    variant="outlined"
                    color={row.via === 'resource' ? 'primary' : 'secondary'}
                    label={t(`permissions.who.viaKind.${row.via}`, { name: tagName })}
                  />
                ) : (
                  row.modules_enabled
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
