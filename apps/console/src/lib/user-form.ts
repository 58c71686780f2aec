import { useQuery } from '@tanstack/react-query';
import { formDefinitionResponse, type FormDefinition, type FormField } from '@console/contract';
import { http } from './http.ts';
import { useSession } from './session.ts';

/**
 * The client's user form definition, shared by the screens that administer users (their form and list filters)
 * and those that filter users by group or regional (permissions).
 */

/** Every user query of a client: lists, records and the form share it so one write refreshes them all. */
export const usersKey = (clientId: number | null) => ['users', clientId] as const;

export type { FormDefinition };

/** The standard select fields whose options the list filters use too. */
export type OptionKey = 'group_id' | 'regional_id';

const NO_OPTIONS: NonNullable<FormField['options']> = [];

/** The options of a select field of the form; none while the form loads or when the client hides the field. */
export const optionsOf = (definition: FormDefinition | undefined, key: OptionKey) =>
  definition?.fields.find((field) => field.key === key && !field.custom)?.options ?? NO_OPTIONS;

/** GET /api/v2/admin/user/form: the client's active fields (standard and custom), group and regional options. */
async function fetchUserForm(signal?: AbortSignal): Promise<FormDefinition> {
  return formDefinitionResponse.parse(await http.get<unknown>('/api/v2/admin/user/form', { signal })).data;
}

export function useUserForm() {
  const { clientId } = useSession();
  return useQuery({
    queryKey: [...usersKey(clientId), 'form'],
    queryFn: ({ signal }) => fetchUserForm(signal),
    staleTime: 60_000,
  });
}
