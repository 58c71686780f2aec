import { PLATFORM_CLIENT_ID } from '@console/contract';
import type { Principal } from './identity.ts';

/** A user acts for their own client; administrators of the platform client act for any. */
export const isPlatformAdmin = (user: Pick<Principal, 'clientId' | 'role'>): boolean =>
  user.clientId === PLATFORM_CLIENT_ID && user.role === 'admin';

export const mayActFor = (user: Pick<Principal, 'clientId' | 'role'>, clientId: number): boolean =>
  user.clientId === clientId || isPlatformAdmin(user);
