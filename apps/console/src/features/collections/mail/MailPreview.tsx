import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import {
  MAIL_PREVIEW_SEGMENT,
  MAIL_TEST_SEGMENT,
  mailPreview,
  mailTestSent,
  ok,
  type CollectionMeta,
} from '@console/contract';
import { errorMessage, http } from '../../../lib/http.ts';
import { useSession } from '../../../lib/session.ts';

const path = (id: number, segment: string) => `/api/v2/admin/templates-email/${id}/${segment}`;

/**
 * A mail template's preview (issue 29): the record as saved, rendered by the API with sample values, shown in a
 * sandboxed frame (no scripts, no same origin); "Enviar teste para mim" sends it to the user's own address through
 * the outbox when the user holds templates-email.testar.
 */
export function MailPreview({ meta, id }: { meta: CollectionMeta; id: number }) {
  const { t } = useTranslation();
  const { clientId } = useSession();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const preview = useQuery({
    queryKey: ['mail-preview', clientId, id],
    queryFn: async () => ok(mailPreview).parse(await http.post<unknown>(path(id, MAIL_PREVIEW_SEGMENT))).data,
  });
  const test = useMutation({
    mutationFn: async () => ok(mailTestSent).parse(await http.post<unknown>(path(id, MAIL_TEST_SEGMENT))).data,
    onSuccess: (sent) => setSentTo(sent.to),
  });
  const mayTest = meta.actions.some((action) => action.name === 'testar');
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
        <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {t('collection.mailPreview.title')}
        </Typography>
        <Button onClick={() => void preview.refetch()}>{t('collection.mailPreview.refresh')}</Button>
        {mayTest ? (
          <Button variant="contained" disabled={test.isPending} onClick={() => test.mutate()}>
            {t('collection.mailPreview.test')}
          </Button>
        ) : null}
      </Stack>
      <div role="status" aria-live="polite">
        {sentTo ? <Alert severity="success">{t('collection.mailPreview.sent', { to: sentTo })}</Alert> : null}
      </div>
      {test.error ? <Alert severity="error">{errorMessage(test.error)}</Alert> : null}
      {preview.error ? <Alert severity="error">{errorMessage(preview.error)}</Alert> : null}
      {preview.isPending ? <CircularProgress aria-label={t('collection.mailPreview.title')} /> : null}
      {preview.data ? (
        <>
          <Typography>{t('collection.mailPreview.subject', { subject: preview.data.subject })}</Typography>
          {preview.data.unknown.length ? (
            <Alert severity="warning">
              {t('collection.mailPreview.unknown', { names: preview.data.unknown.map((n) => `{{${n}}}`).join(', ') })}
            </Alert>
          ) : null}
          <Box
            component="iframe"
            title={t('collection.mailPreview.frame')}
            sandbox=""
            srcDoc={preview.data.html}
            sx={{ width: '100%', minHeight: 480, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: '#fff' }}
          />
        </>
      ) : null}
    </Stack>
  );
}
