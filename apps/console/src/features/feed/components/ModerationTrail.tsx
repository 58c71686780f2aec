import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Typography } from '@mui/material';
import type { AuditItem } from '@console/contract';
import { AuditTrail, auditActionText, type AuditColumn } from '../../../components/AuditTrail.tsx';
import { useModerationTrail } from '../api/moderation.ts';

/** What the trail reads of a before/after snapshot: a post, a comment ({ comment }) or an answer ({ answer }). */
const snapshot = z.object({
  titulo: z.string().nullish(),
  texto: z.string().nullish(),
  comment: z.string().nullish(),
  answer: z.string().nullish(),
  status: z.string().nullish(),
  author: z.object({ name: z.string() }).nullish(),
});
type Snapshot = z.infer<typeof snapshot>;
const read = (value: unknown): Snapshot => snapshot.safeParse(value).data ?? {};
/** The entry's record as it is after the write, or as it was before a deletion. */
const recordOf = (entry: AuditItem): Snapshot => ({ ...read(entry.before), ...read(entry.after) });

const EXCERPT = 80;
const excerpt = (text: string): string => (text.length > EXCERPT ? `${text.slice(0, EXCERPT - 1).trimEnd()}…` : text);

/** The action in words; publishing a post that was hidden is a restore. */
function trailAction(t: TFunction, entry: AuditItem): string {
  if (entry.action === 'feed.post.published' && read(entry.before).status === 'hidden')
    return t('feed.moderation.trail.restored');
  return auditActionText(t, 'feed.moderation.trail.actions', entry.action);
}

const KINDS: Record<string, 'post' | 'comment' | 'answer'> = {
  feed_posts: 'post',
  feed_comments: 'comment',
  feed_answers: 'answer',
};

/** Which post, comment or answer: its kind, number and author, then its title or the start of its text. */
function Subject({ entry }: { entry: AuditItem }) {
  const { t } = useTranslation();
  const kind = KINDS[entry.entity];
  if (!kind) return <>{entry.entity_id ? `${entry.entity} #${entry.entity_id}` : entry.entity}</>;
  const record = recordOf(entry);
  const id = entry.entity_id ?? '?';
  const name = record.author?.name;
  const text = record.titulo || record.texto || record.comment || record.answer;
  return (
    <>
      <Typography variant="body2">
        {name ? t(`feed.moderation.trail.${kind}By`, { id, name }) : t(`feed.moderation.trail.${kind}`, { id })}
      </Typography>
      {text ? (
        <Typography variant="body2" color="text.secondary">
          {excerpt(text)}
        </Typography>
      ) : null}
    </>
  );
}

/** The moderation trail of the client's feed, newest first, paged: when, who, what and on which post. */
export function ModerationTrail({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  const trail = useModerationTrail(page);
  const columns: AuditColumn[] = [
    { key: 'subject', header: t('feed.moderation.trail.subject'), cell: (entry) => <Subject entry={entry} /> },
  ];
  return (
    <AuditTrail
      trail={trail}
      page={page}
      onPage={onPage}
      intro={t('feed.moderation.trail.intro')}
      title={t('feed.moderation.trail.title')}
      empty={t('feed.moderation.trail.empty')}
      action={(entry) => trailAction(t, entry)}
      columns={columns}
    />
  );
}
