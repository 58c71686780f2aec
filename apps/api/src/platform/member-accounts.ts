import type { Tx } from '../db/handle.ts';
import type { WriteActor } from './collection-writes.ts';

/** A person writing (a member's account is always made by someone). */
export type PersonActor = WriteActor & { userId: number };

/** A member to create from what another area knows of a person (a lead's name, e-mail and phone). */
export interface NewMember {
  name: string;
  email: string;
  phone?: string | null;
}

/** A client's member as another area names it. */
export interface MemberRef {
  id: number;
  name: string;
  email: string;
}

/**
 * The users area's create of a member, as other modules reach it (a lead converted into a member): the users module
 * implements it, the app hands it over in AppDeps. In the caller's transaction, with the users area's rules (its user
 * form, one e-mail per client), the member's grants, the audit entry and, when asked, the welcome mail with its
 * set-password link in the outbox (delivered after commit by `deliver`).
 */
export interface MemberAccounts {
  create(
    trx: Tx,
    actor: PersonActor,
    member: NewMember,
    invite: boolean,
  ): Promise<{ member: MemberRef; outboxId: number | null }>;
  /** The client's member (not removed) holding this e-mail, if any. */
  byEmail(trx: Tx, clientId: number, email: string): Promise<MemberRef | undefined>;
  /** After commit: the welcome mail's first delivery (never throws). */
  deliver(outboxId: number): Promise<void>;
}
