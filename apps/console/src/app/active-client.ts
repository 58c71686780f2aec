import { clientById } from '@console/contract';
import { useClientColors } from '../features/branding/api/get-client-colors.ts';
import { useSession } from '../lib/session.ts';

/** The active client's name: from its colour config, else from the client registry. */
export function useActiveClientName(): string {
  const { clientId } = useSession();
  const colors = useClientColors(clientId);
  return colors.data?.name ?? (clientId !== null ? clientById(clientId)?.name : undefined) ?? '';
}
