import { useTranslation } from 'react-i18next';
import {
  Box,
  Button,
  FormHelperText,
  IconButton,
  Link,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import AttachFile from '@mui/icons-material/AttachFile';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined';
import { MAX_ATTACHMENTS, type Attachment } from '@console/contract';
import { useUploadDialog } from '../../../../components/upload/index.ts';
import { formatBytes } from '../../../../lib/bytes.ts';

export interface AttachmentsFieldProps {
  value: readonly Attachment[];
  onChange: (next: Attachment[]) => void;
  /** Read-only: the files as links, no upload or removal. */
  readOnly?: boolean;
  error?: string;
}

/** A project's attachments: each file a link with its size; new ones through the upload dialog in file mode (SPEC.md §2.3). */
export function AttachmentsField({ value, onChange, readOnly = false, error }: AttachmentsFieldProps) {
  const { t, i18n } = useTranslation();
  const upload = useUploadDialog();
  const full = value.length >= MAX_ATTACHMENTS;

  const add = async () => {
    const file = await upload.open({ mode: 'file', title: t('projetos.member.attachments.uploadTitle') });
    if (file) onChange([...value, { url: file.path, name: file.name, size: file.size, format: file.format }]);
  };

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle1">
        {t('projetos.member.attachments.title')}
      </Typography>
      {value.length ? (
        <List dense aria-label={t('projetos.member.attachments.title')}>
          {value.map((file, index) => (
            <ListItem
              key={`${file.url}-${index}`}
              disableGutters
              secondaryAction={
                readOnly ? null : (
                  <IconButton
                    edge="end"
                    aria-label={t('projetos.member.attachments.remove', { name: file.name })}
                    onClick={() => onChange(value.filter((_, i) => i !== index))}
                  >
                    <DeleteOutline />
                  </IconButton>
                )
              }
            >
              <ListItemIcon sx={{ minWidth: 36 }}>
                <InsertDriveFileOutlined />
              </ListItemIcon>
              <ListItemText
                primary={
                  <Link href={file.url} target="_blank" rel="noopener noreferrer" sx={{ overflowWrap: 'anywhere' }}>
                    {file.name}
                  </Link>
                }
                secondary={[file.format.toUpperCase(), file.size ? formatBytes(file.size, i18n.language) : '']
                  .filter(Boolean)
                  .join(' · ')}
              />
            </ListItem>
          ))}
        </List>
      ) : (
        <Typography variant="body2" color="text.secondary" sx={{ my: 1 }}>
          {t('projetos.member.attachments.none')}
        </Typography>
      )}
      {readOnly ? null : (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Button variant="outlined" startIcon={<AttachFile />} onClick={() => void add()} disabled={full}>
            {t('projetos.member.attachments.add')}
          </Button>
          <Typography variant="caption" color="text.secondary">
            {t('projetos.member.attachments.limit', { count: MAX_ATTACHMENTS })}
          </Typography>
        </Stack>
      )}
      {error ? <FormHelperText error>{error}</FormHelperText> : null}
      {upload.dialog}
    </Box>
  );
}
