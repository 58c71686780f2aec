/** Milliseconds since the epoch; injected so tests control time instead of sleeping. */
export type Clock = () => number;
export const systemClock: Clock = () => Date.now();
export const isoAt = (ms: number): string => new Date(ms).toISOString();
