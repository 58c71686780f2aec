import { useTranslation } from 'react-i18next';
import {
  IconButton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Tooltip,
} from '@mui/material';
import ContentCopy from '@mui/icons-material/ContentCopy';
import OpenInNew from '@mui/icons-material/OpenInNew';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Visibility from '@mui/icons-material/Visibility';
import type { FileRecord } from '@console/contract';
import { RowAction } from '../../../components/RowAction.tsx';
import { formatBytes } from '../../../lib/bytes.ts';
import { formatDate } from '../../../lib/date.ts';
import { intlLocale } from '../../../lib/locale.ts';

export interface FilesTableProps {
  rows: FileRecord[];
  canDelete: boolean;
  onPreview: (file: FileRecord) => void;
  onCopy: (file: FileRecord) => void;
  onDelete: (file: FileRecord) => void;
}

/** 'Abrir': the file's URL in a new tab (PDFs open in the browser's viewer; other archives download). */
function OpenAction({ file }: { file: FileRecord }) {
  const { t } = useTranslation();
  return (
    <Tooltip title={t('files.open')}>
      <IconButton
        component="a"
        href={file.url}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t('files.openOf', { name: file.name })}
      >
        <OpenInNew />
      </IconButton>
    </Tooltip>
  );
}

/** The library's rows: name, description, size, type, date and the row actions. */
export function FilesTable({ rows, canDelete, onPreview, onCopy, onDelete }: FilesTableProps) {
  const { t, i18n } = useTranslation();
  const locale = intlLocale(i18n.language);
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
                    <RowAction
                      title={t('files.preview')}
                      label={t('files.previewOf', { name: file.name })}
                      icon={<Visibility />}
                      onClick={() => onPreview(file)}
                    />
                  ) : null}
                  <OpenAction file={file} />
                  <RowAction
                    title={t('files.copyUrl')}
                    label={t('files.copyUrlOf', { name: file.name })}
                    icon={<ContentCopy />}
                    onClick={() => onCopy(file)}
                  />
                  {canDelete ? (
                    <RowAction
                      title={t('files.delete')}
                      label={t('files.deleteOf', { name: file.name })}
                      icon={<DeleteOutline />}
                      onClick={() => onDelete(file)}
                    />
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
