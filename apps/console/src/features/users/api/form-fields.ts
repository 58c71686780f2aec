import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  formFieldResponse,
  formFieldsResponse,
  type FormField,
  type FormFieldCreateBody,
  type FormFieldUpdateBody,
} from '@console/contract';
import { http } from '../../../lib/http.ts';
import { useSession } from '../../../lib/session.ts';
import { usersKey, useUsersWrite } from './users.ts';

export interface FieldChange {
  key: string;
  body: FormFieldUpdateBody;
}

/** GET /api/v2/admin/user/form/listAll: every field of the client's form, inactive ones too. */
async function fetchFormFields(signal?: AbortSignal) {
  return formFieldsResponse.parse(await http.get<unknown>('/api/v2/admin/user/form/listAll', { signal })).data;
}

/** POST /api/v2/admin/user/form. */
async function createFormField(body: FormFieldCreateBody) {
  return formFieldResponse.parse(await http.post<unknown>('/api/v2/admin/user/form', body)).data;
}

/** PUT /api/v2/admin/user/form/{key}, one change after the other (a reorder moves two fields). */
async function updateFormFields(changes: FieldChange[]): Promise<FormField[]> {
  const saved: FormField[] = [];
  for (const { key, body } of changes)
    saved.push(
      formFieldResponse.parse(await http.put<unknown>(`/api/v2/admin/user/form/${encodeURIComponent(key)}`, body)).data,
    );
  return saved;
}

const sorted = (fields: FormField[]) =>
  [...fields].sort((a, b) => a.order - b.order || Number(a.custom) - Number(b.custom) || a.key.localeCompare(b.key));

/** The fields as they will be once the changes are saved (what the table shows meanwhile). */
export function applyChanges(fields: FormField[], changes: FieldChange[]): FormField[] {
  const byKey = new Map(changes.map((change) => [change.key, change.body]));
  return sorted(fields.map((field) => ({ ...field, ...byKey.get(field.key) })));
}

const fieldsKey = (clientId: number | null) => [...usersKey(clientId), 'form', 'all'] as const;

export function useFormFields() {
  const { clientId } = useSession();
  return useQuery({ queryKey: fieldsKey(clientId), queryFn: ({ signal }) => fetchFormFields(signal) });
}

/**
 * Saves field changes optimistically: the table shows them at once and returns to what it showed when the
 * server refuses. Callers tell the outcome. Afterwards every user query of the client (the user form too) reloads.
 */
export function useUpdateFormFields() {
  const { clientId } = useSession();
  const queryClient = useQueryClient();
  const key = fieldsKey(clientId);
  return useMutation({
    mutationFn: updateFormFields,
    onMutate: async (changes: FieldChange[]) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<FormField[]>(key);
      if (previous) queryClient.setQueryData(key, applyChanges(previous, changes));
      return { previous };
    },
    onError: (_error, _changes, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: usersKey(clientId) }),
  });
}

export const useCreateFormField = () => useUsersWrite(createFormField);

/** The changes that move the field at `index` one place up (-1) or down (+1). */
export function moveChanges(fields: FormField[], index: number, step: -1 | 1): FieldChange[] {
  const target = index + step;
  if (target < 0 || target >= fields.length) return [];
  const [a, b] = [fields[index], fields[target]];
  const shared = (order: number) => fields.filter((f) => f.order === order).length > 1;
  if (!shared(a.order) && !shared(b.order))
    return [
      { key: a.key, body: { order: b.order } },
      { key: b.key, body: { order: a.order } },
    ];
  // Tied orders cannot be swapped: renumber the list 10, 20, 30... and send what changed.
  const order = [...fields];
  [order[index], order[target]] = [b, a];
  return order.flatMap((field, i) =>
    (i + 1) * 10 === field.order ? [] : [{ key: field.key, body: { order: (i + 1) * 10 } }],
  );
}
