import { useSyncExternalStore } from 'react';

/** SPEC.md §4: a global counter of operations in progress drives the loader. */
let count = 0;
const listeners = new Set<() => void>();

const emit = () => {
  for (const listener of listeners) listener();
};

export function startLoading(): void {
  count += 1;
  emit();
}

export function stopLoading(): void {
  count = Math.max(0, count - 1);
  emit();
}

export const getLoadingCount = (): number => count;

/** Counts `work` as in progress until it settles, whatever the outcome. */
export async function trackLoading<T>(work: () => Promise<T>): Promise<T> {
  startLoading();
  try {
    return await work();
  } finally {
    stopLoading();
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const useLoadingCount = (): number => useSyncExternalStore(subscribe, getLoadingCount);
