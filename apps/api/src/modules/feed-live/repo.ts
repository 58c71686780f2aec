/**
 * The live sockets read no table of their own: a socket's session and folders come from the platform (identity and
 * folder access, whose queries are in platform/identity-repo.ts and platform/folder-access-repo.ts), through
 * service.ts. Queries of this module would go here, as in every module (routes.ts, service.ts, repo.ts).
 */
export {};
