import { clientById } from '@console/contract';
import { useClientColors } from '../features/branding/api/get-client-colors.ts';
import { useClientLookup } from '../lib/client-lookup.ts';
import { useSession } from '../lib/session.ts';

/**
 * The active client's name: from its colour config, else from the client registry, else (a client created at run
 * time whose colours could not be read) from the public lookup.
 */
export function useActiveClientName(): string {
  const { clientId } = useSession();
  const colors = useClientColors(clientId);
  const fixed = clientId !== null ? clientById(clientId)?.name : undefined;
  const lookup = useClientLookup(clientId !== null ? { id: clientId } : null, { enabled: colors.isError && !fixed });
  return colors.data?.name ?? fixed ?? lookup.data?.name ?? '';
}
