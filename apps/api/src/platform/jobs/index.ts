export { jobQueue, PermanentJobError, backoffDelay, type JobQueue, type JobKind } from './queue.ts';
