/** Every permission query of a client; a write refreshes what it changes below it. */
export const permissionsKey = (clientId: number | null) => ['permissions', clientId] as const;

/** The queries about one user: modules, folders, BI, inspections and the audit trail. */
export const userKey = (clientId: number | null, userId: number) =>
  [...permissionsKey(clientId), 'user', userId] as const;

/** The "who can open X?" and user-finding lists. */
export const whoKey = (clientId: number | null) => [...permissionsKey(clientId), 'who'] as const;
