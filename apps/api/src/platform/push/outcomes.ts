import type { PushOutcome } from './providers.ts';

/** What a provider that is not configured answers: no network. */
export const NOT_CONFIGURED: PushOutcome = { status: 'failed', error: 'not configured' };

/** The outcome of an HTTP status that no provider-specific rule decided. */
export function outcomeOfStatus(status: number, detail: string): PushOutcome {
  if (status >= 200 && status < 300) return { status: 'delivered' };
  if (status === 404 || status === 410) return { status: 'gone' };
  const error = `HTTP ${status}${detail ? `: ${detail}` : ''}`.slice(0, 500);
  if (status === 429 || status >= 500) return { status: 'retry', error };
  return { status: 'failed', error };
}

/** A network failure (refused, reset, timed out) as an outcome: worth a retry, unless the caller aborted. */
export function outcomeOfFailure(failure: unknown, signal?: AbortSignal): PushOutcome {
  const error = (
    failure instanceof Error ? ((failure.cause as Error | undefined)?.message ?? failure.message) : String(failure)
  ).slice(0, 500);
  if (signal?.aborted) return { status: 'retry', error: `aborted: ${error}` };
  return { status: 'retry', error };
}
