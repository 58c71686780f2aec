import type { ClientEntry } from '@console/contract';

/** A client's sign-up route sits beside its login route: /asta/login -> /asta/cadastro. */
export const registerPath = (client: ClientEntry): string => client.loginUrl.replace(/\/login$/, '/cadastro');
