import type { FastifyInstance } from 'fastify';
import type { Mailer } from './outbox.ts';

/**
 * The outbox's retry loop: every `everyMs` once the app is ready, the mails due are retried (Mailer.retryDue). Any
 * number of instances may run it on one database; each mail is claimed by one. The timer never holds the process open;
 * closing the app stops it and waits for a pass under way, before the database closes.
 */
export function scheduleMailRetries(app: FastifyInstance, mailer: Mailer, everyMs: number): void {
  if (!mailer.transport) return;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;
  const pass = async () => {
    try {
      const { sent, failed } = await mailer.retryDue();
      if (sent || failed) app.log.info({ sent, failed }, 'mail retries');
    } catch (error) {
      app.log.error({ err: error }, 'mail retries: the pass failed');
    }
  };
  const next = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = pass().then(() => {
        running = undefined;
        next();
      });
    }, everyMs);
    timer.unref();
  };
  app.addHook('onReady', async () => next());
  app.addHook('preClose', async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  });
}
