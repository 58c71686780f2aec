import type { AppDeps } from '../../platform/deps.ts';
import { memberProjectsService } from './member-projects-service.ts';
import { reviewService } from './review-service.ts';
import { sessionsService } from './sessions-service.ts';

/**
 * The module's services, by side: sessions (administrator CRUD, what members may read), the member's projects and
 * proponent data, and the review workflow. The rules shared by both sides (transition graph, timeline steps, the
 * client's day) live in workflow.ts.
 */
export function projectsService(deps: Pick<AppDeps, 'db' | 'clock' | 'config' | 'mailer'>) {
  return { sessions: sessionsService(deps), projects: memberProjectsService(deps), review: reviewService(deps) };
}
