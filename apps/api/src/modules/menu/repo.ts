/**
 * The menu reads no table: it is built from the contract's module catalogue and the request's grants (service.ts).
 * Its queries would go here, as in every module (routes.ts, service.ts, repo.ts).
 */
export {};
