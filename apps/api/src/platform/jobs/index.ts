export {
  jobQueue,
  PermanentJobError,
  backoffDelay,
  type JobQueue,
  type JobKind,
  type RunningJob,
  type RunSummary,
} from './queue.ts';
