import { PLATFORM_CLIENT_ID, isAllowed, type AuthenticatedUser } from '@console/contract';

export const OUTBOX_PATH = '/caixa-de-saida';
/** The outbox reads every client's mail: platform (client 16) users with user administration. */
const OUTBOX_TAG = 'usuarios';
export const mayReadOutbox = (user: AuthenticatedUser | null): boolean =>
  user?.client_id === PLATFORM_CLIENT_ID && isAllowed(user, OUTBOX_TAG);
