import { useEffect, useEffectEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Button, MenuItem, Paper, Stack, TablePagination, TextField, Typography } from '@mui/material';
import CloudUpload from '@mui/icons-material/CloudUpload';
import LibraryAdd from '@mui/icons-material/LibraryAdd';
import { fileKind, isAllowed, type FileKind, type FileRecord } from '@console/contract';
import { ExportButton } from '../../../components/ExportButton.tsx';
import { ImagePreviewModal } from '../../../components/upload/ImagePreviewModal.tsx';
import { MultiUploadDialog } from '../../../components/upload/MultiUploadDialog.tsx';
import { RetryAlert } from '../../../components/RetryAlert.tsx';
import { SearchField } from '../../../components/SearchField.tsx';
import { useToast } from '../../../components/toast.tsx';
import { errorMessage } from '../../../lib/http.ts';
import { positiveParam, useDebouncedSearch, useListParams } from '../../../lib/search-params.ts';
import { useSession } from '../../../lib/session.ts';
import { libraryUploader } from '../../../components/upload/library-uploader.ts';
import { useDeleteFile, useFiles, useRefreshFiles } from '../api/files.ts';
import { DeleteFileDialog } from '../components/DeleteFileDialog.tsx';
import { FilesTable } from '../components/FilesTable.tsx';
import { LibraryUploadDialog } from '../components/LibraryUploadDialog.tsx';

const PER_PAGE_OPTIONS = [10, 20, 50, 100];
const DEFAULT_PER_PAGE = 20;

/** /arquivos: the client's file library (server-side pages and search kept in the URL). */
export function FilesPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const { toast, showError } = useToast();
  const [params, update] = useListParams();
  const page = positiveParam(params.get('page'), 1);
  const perPage = Math.min(100, positiveParam(params.get('per_page'), DEFAULT_PER_PAGE));
  const search = params.get('search') ?? '';
  const parsedKind = fileKind.safeParse(params.get('kind'));
  const kind: FileKind | undefined = parsedKind.success ? parsedKind.data : undefined;
  const [searchText, setSearchText] = useDebouncedSearch(search, (value) =>
    update({ search: value.trim() || null, page: null }),
  );

  const files = useFiles({ page, per_page: perPage, search: search || undefined, kind });
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

  const data = files.data;
  const lastPage = data?.last_page;
  // A page past the end (after deletions or an old link) moves to the last one; the numbers decide, `update` (rebuilt
  // each render) is read when the effect runs.
  const moveTo = useEffectEvent((last: number) => update({ page: last > 1 ? String(last) : null }));
  useEffect(() => {
    if (lastPage !== undefined && page > Math.max(1, lastPage)) moveTo(lastPage);
  }, [lastPage, page]);
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
        <SearchField label={t('files.search')} value={searchText} onChange={setSearchText} />
        <TextField
          select
          label={t('files.type')}
          value={kind ?? ''}
          onChange={(event) => update({ kind: event.target.value || null, page: null })}
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
                query: { search: search || undefined, kind },
                name: 'arquivos',
              }}
            />
          </Box>
        ) : null}
      </Stack>
      <Paper variant="outlined">
        {files.isError ? (
          <RetryAlert error={files.error} retryLabel={t('files.retry')} onRetry={() => void files.refetch()} />
        ) : data && data.data.length === 0 ? (
          <Box sx={{ p: 3 }}>
            <Typography>{t('files.empty')}</Typography>
          </Box>
        ) : data ? (
          <>
            <FilesTable
              rows={data.data}
              canDelete={canDelete}
              onPreview={setPreview}
              onCopy={(file) => void copy(file)}
              onDelete={setDeleting}
            />
            <TablePagination
              component="div"
              count={data.total}
              page={Math.max(0, data.current_page - 1)}
              rowsPerPage={data.per_page}
              rowsPerPageOptions={PER_PAGE_OPTIONS}
              onPageChange={(_event, next) => update({ page: next > 0 ? String(next + 1) : null })}
              onRowsPerPageChange={(event) => update({ per_page: event.target.value, page: null })}
              labelRowsPerPage={t('files.perPage')}
              labelDisplayedRows={({ from, to, count }) => t('files.displayed', { from, to, count })}
              getItemAriaLabel={(type) => t(`files.pageNav.${type}`)}
            />
          </>
        ) : (
          <Box sx={{ p: 3 }}>
            <Typography color="text.secondary">{t('files.loading')}</Typography>
          </Box>
        )}
      </Paper>

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
