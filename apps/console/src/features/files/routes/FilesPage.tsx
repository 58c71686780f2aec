import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import CloudUpload from '@mui/icons-material/CloudUpload';
import LibraryAdd from '@mui/icons-material/LibraryAdd';
import { fileKind, isAllowed, type FileKind, type FileRecord } from '@console/contract';
import { ExportButton } from '../../../components/ExportButton.tsx';
import { ImagePreviewModal } from '../../../components/upload/ImagePreviewModal.tsx';
import { MultiUploadDialog } from '../../../components/upload/MultiUploadDialog.tsx';
import { ListStates } from '../../../components/ListStates.tsx';
import { PageNav } from '../../../components/PageNav.tsx';
import { SearchField } from '../../../components/SearchField.tsx';
import { useToast } from '../../../components/toast.tsx';
import { errorMessage } from '../../../lib/http.ts';
import { useListController, useListResult } from '../../../lib/list-controller.ts';
import { useSession } from '../../../lib/session.ts';
import { libraryUploader } from '../../../components/upload/library-uploader.ts';
import { useDeleteFile, useFiles, useRefreshFiles } from '../api/files.ts';
import { DeleteFileDialog } from '../components/DeleteFileDialog.tsx';
import { FilesTable } from '../components/FilesTable.tsx';
import { LibraryUploadDialog } from '../components/LibraryUploadDialog.tsx';

const FILTERS = ['kind'];

/** /arquivos: the client's file library (server-side pages and search kept in the URL). */
export function FilesPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const { toast, showError } = useToast();
  const list = useListController({ paging: 'offset', filters: FILTERS });
  const parsedKind = fileKind.safeParse(list.get('kind'));
  const kind: FileKind | undefined = parsedKind.success ? parsedKind.data : undefined;
  const files = useFiles({ ...list.query, kind });
  const result = useListResult(list, files);
  const remove = useDeleteFile();
  const refresh = useRefreshFiles();
  const canUpload = isAllowed(user, 'arquivos.enviar');
  const canDelete = isAllowed(user, 'arquivos.excluir');

  const [preview, setPreview] = useState<FileRecord | null>(null);
  const [deleting, setDeleting] = useState<FileRecord | null>(null);
  const [uploading, setUploading] = useState(false);
  const [uploadingMany, setUploadingMany] = useState(false);

  const copy = async (file: FileRecord) => {
    try {
      await navigator.clipboard.writeText(new URL(file.url, window.location.origin).href);
      toast({ kind: 'success', message: t('files.copied') });
    } catch {
      showError(t('files.copyFailed'));
    }
  };

  const confirmDelete = (file: FileRecord) =>
    remove.mutate(file.id, {
      onSuccess: () => {
        setDeleting(null);
        toast({ kind: 'success', message: t('files.deleted') });
      },
      onError: (error) => showError(errorMessage(error)),
    });

  return (
    <Stack spacing={2} component="section">
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        justifyContent="space-between"
        alignItems={{ sm: 'center' }}
      >
        <Typography id="files-title" variant="h4" component="h1">
          {t('files.title')}
        </Typography>
        {canUpload ? (
          <Stack direction="row" spacing={1}>
            <Button variant="outlined" startIcon={<LibraryAdd />} onClick={() => setUploadingMany(true)}>
              {t('files.uploadMany')}
            </Button>
            <Button variant="contained" startIcon={<CloudUpload />} onClick={() => setUploading(true)}>
              {t('files.upload')}
            </Button>
          </Stack>
        ) : null}
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <SearchField label={t('files.search')} value={list.searchText} onChange={list.setSearchText} />
        <TextField
          select
          label={t('files.type')}
          value={kind ?? ''}
          onChange={(event) => list.setFilter('kind', event.target.value || null)}
          sx={{ minWidth: 180 }}
        >
          <MenuItem value="">{t('files.allKinds')}</MenuItem>
          {fileKind.options.map((option) => (
            <MenuItem key={option} value={option}>
              {t(`files.kind.${option}`)}
            </MenuItem>
          ))}
        </TextField>
        {isAllowed(user, 'arquivos.exportar') ? (
          <Box sx={{ ml: { sm: 'auto' } }}>
            <ExportButton
              target={{
                path: '/api/v2/admin/file/all',
                query: { search: list.query.search, kind },
                name: 'arquivos',
              }}
            />
          </Box>
        ) : null}
      </Stack>
      <ListStates result={result} texts={{ loading: t('files.loading'), empty: t('files.empty') }}>
        {(data) => (
          <>
            <FilesTable
              rows={data.data}
              canDelete={canDelete}
              onPreview={setPreview}
              onCopy={(file) => void copy(file)}
              onDelete={setDeleting}
            />
            <PageNav page={data} update={list.update} />
          </>
        )}
      </ListStates>

      <ImagePreviewModal
        media={
          preview ? { url: preview.url, name: preview.name, kind: preview.kind === 'video' ? 'video' : 'image' } : null
        }
        onClose={() => setPreview(null)}
      />
      <DeleteFileDialog
        file={deleting}
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
      />
      <MultiUploadDialog
        open={uploadingMany}
        title={t('files.uploadMany')}
        // An empty name stores each file under its own name.
        upload={libraryUploader({ name: '', description: '' })}
        onClose={(results) => {
          setUploadingMany(false);
          if (!results?.length) return;
          toast({
            kind: 'success',
            message: t('files.uploadedMany', {
              count: results.length,
              names: results.map((file) => file.name).join(', '),
            }),
          });
          void refresh();
        }}
      />
      <LibraryUploadDialog
        open={uploading}
        onClose={(result) => {
          setUploading(false);
          if (!result) return;
          toast({ kind: 'success', message: t('files.uploaded', { name: result.name }) });
          void refresh();
        }}
      />
    </Stack>
  );
}
