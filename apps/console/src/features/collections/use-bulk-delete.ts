import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CollectionMeta, CollectionRow } from '@console/contract';
import { useToast } from '../../components/toast.tsx';
import { errorDetail } from '../../lib/http.ts';
import { useBulkDelete } from './api/records.ts';
import { rowName } from './components/CollectionTable.tsx';

/**
 * The selection of a list and its bulk delete: rows chosen (across pages, by id, with their names), a confirmation,
 * then one delete per row; the toast says how many went and names each refused row with the server's reason.
 */
export function useBulkDeleteAction(meta: CollectionMeta) {
  const { t } = useTranslation();
  const { toast } = useToast();
  const [chosen, setChosen] = useState<ReadonlyMap<number, string>>(new Map());
  const [asking, setAsking] = useState(false);
  const remove = useBulkDelete(meta, errorDetail);

  const toggle = useCallback(
    (rows: CollectionRow[], checked: boolean) =>
      setChosen((current) => {
        const next = new Map(current);
        for (const row of rows) {
          if (checked) next.set(row.id, rowName(meta, row));
          else next.delete(row.id);
        }
        return next;
      }),
    [meta],
  );

  const confirm = () =>
    remove.mutate([...chosen.keys()], {
      onSuccess: ({ deleted, failed }) => {
        setAsking(false);
        setChosen((current) => new Map([...current].filter(([id]) => !deleted.includes(id))));
        const refused = failed
          .map(({ id, message }) => t('collection.list.deleteRefused', { name: chosen.get(id) ?? `#${id}`, message }))
          .join(' ');
        if (!failed.length)
          toast({ kind: 'success', message: t('collection.list.deleted', { count: deleted.length }) });
        else
          toast({
            kind: deleted.length ? 'warning' : 'error',
            title: t('collection.list.deletedPartly', { count: deleted.length, failed: failed.length }),
            message: refused,
          });
      },
    });

  return {
    selected: new Set(chosen.keys()) as ReadonlySet<number>,
    /** The chosen rows' names by id (a bulk action's summary names the refused ones). */
    names: chosen,
    toggle,
    /** Takes these rows out of the selection (those a bulk action did). */
    drop: (ids: readonly number[]) => setChosen((current) => new Map([...current].filter(([id]) => !ids.includes(id)))),
    clear: () => setChosen(new Map()),
    asking,
    ask: () => setAsking(true),
    cancel: () => setAsking(false),
    confirm,
    busy: remove.isPending,
  };
}
