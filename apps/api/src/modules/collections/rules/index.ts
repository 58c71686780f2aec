import type { DomainEvents, MemberActKind } from '../../../platform/domain-events.ts';
import type { RealtimeHub } from '../../../platform/realtime/hub.ts';
import { orderStock } from './commerce.ts';
import { ACTION_OF, postPoints, scoreAct } from './gamification.ts';
import { issueCertificate } from './learning.ts';
import { setupCache } from './setup-cache.ts';

/**
 * The shipped rules (issue 29), registered on an app's event bus: each member's act scores by the client's points
 * rules; each ledger entry moves the balance, level and badges; an order paid or refunded moves its stock; an
 * enrolment concluded issues its certificate. A redemption's debit is the `resgates` hook (commerce.ts).
 */
export function installRules(events: DomainEvents, deps: { realtime: RealtimeHub; clock?: () => number }): void {
  const cache = setupCache(deps.realtime, deps.clock);
  events.onCommitted(cache.heard);
  const score = scoreAct(cache);
  for (const kind of Object.keys(ACTION_OF) as MemberActKind[]) events.on(kind, score);
  events.on('points_posted', postPoints(cache));
  events.on('order_paid', orderStock);
  events.on('order_refunded', orderStock);
  events.on('enrolment_concluded', issueCertificate);
}
