import type { AppDeps } from '../../platform/deps.ts';

/**
 * Welcome mails of imported users: queued in the outbox with each committed batch, handed to the mail server at
 * IMPORT_WELCOME_PER_MINUTE. What is still queued when the server stops stays in the outbox, unsent and listed there.
 */
export function welcomeThrottle(deps: Pick<AppDeps, 'config' | 'mailer'>) {
  const queue: number[] = [];
  const gap = 60_000 / deps.config.IMPORT_WELCOME_PER_MINUTE;
  let timer: NodeJS.Timeout | undefined;

  function tick(): void {
    const id = queue.shift();
    if (id === undefined) {
      timer = undefined;
      return;
    }
    // A mail server that is down leaves the error on the outbox row (platform/mail), never stops the queue.
    void deps.mailer.deliver(id).catch(() => {});
    timer = setTimeout(tick, gap);
    timer.unref();
  }

  return {
    add(ids: number[]): void {
      queue.push(...ids);
      if (!timer) tick();
    },
    close(): void {
      clearTimeout(timer);
      queue.length = 0;
    },
  };
}
