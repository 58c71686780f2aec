import { useTranslation } from 'react-i18next';
import { IconButton, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Tooltip } from '@mui/material';
import ContentCopy from '@mui/icons-material/ContentCopy';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Visibility from '@mui/icons-material/Visibility';
import type { FileRecord } from '@console/contract';
import { formatBytes } from '../../../lib/bytes.ts';
import { formatDate } from '../../../lib/date.ts';

export interface FilesTableProps {
  rows: FileRecord[];
  canDelete: boolean;
  onPreview: (file: FileRecord) => void;
  onCopy: (file: FileRecord) => void;
  onDelete: (file: FileRecord) => void;
}

/** The library's rows: name, description, size, type, date and the row actions. */
export function FilesTable({ rows, canDelete, onPreview, onCopy, onDelete }: FilesTableProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language === 'en' ? 'en-US' : i18n.language === 'es' ? 'es-ES' : 'pt-BR';
  return (
    <TableContainer>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{t('files.name')}</TableCell>
            <TableCell>{t('files.description')}</TableCell>
            <TableCell align="right">{t('files.size')}</TableCell>
            <TableCell>{t('files.type')}</TableCell>
            <TableCell>{t('files.date')}</TableCell>
            <TableCell align="right">{t('files.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((file) => (
            <TableRow key={file.id} hover>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{file.name}</TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{file.description}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {formatBytes(file.size, locale)}
              </TableCell>
              <TableCell>{t(`files.kind.${file.kind}`)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(file.created_at)}</TableCell>
              <TableCell align="right">
                <Stack direction="row" spacing={0.5} justifyContent="flex-end">
                  {file.kind !== 'archive' ? (
                    <Tooltip title={t('files.preview')}>
                      <IconButton aria-label={t('files.previewOf', { name: file.name })} onClick={() => onPreview(file)}>
                        <Visibility />
                      </IconButton>
                    </Tooltip>
                  ) : null}
                  <Tooltip title={t('files.copyUrl')}>
                    <IconButton aria-label={t('files.copyUrlOf', { name: file.name })} onClick={() => onCopy(file)}>
                      <ContentCopy />
                    </IconButton>
                  </Tooltip>
                  {canDelete ? (
                    <Tooltip title={t('files.delete')}>
                      <IconButton aria-label={t('files.deleteOf', { name: file.name })} onClick={() => onDelete(file)}>
                        <DeleteOutline />
                      </IconButton>
                    </Tooltip>
                  ) : null}
                </Stack>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
