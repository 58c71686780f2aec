import { hash, randomBytes } from 'node:crypto';

/** Opaque bearer tokens: 32 random bytes; only the SHA-256 is stored. */
export const newToken = (): string => randomBytes(32).toString('base64url');
// The one-shot hash: every authenticated request hashes its token, and a Hash object per call cost three times as much.
export const hashToken = (token: string): string => hash('sha256', token, 'hex');

export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+([A-Za-z0-9_\-.~+/]+=*)\s*$/i.exec(header ?? '');
  return match ? match[1] : null;
}

/**
 * The token a browser WebSocket carries as the subprotocol `bearer.<token>` (it cannot send headers, and a URL
 * would put the token in logs); see the contract's feedLiveProtocols.
 */
export function subprotocolToken(header: string | undefined, prefix: string): string | null {
  for (const offered of (header ?? '').split(',')) {
    const value = offered.trim();
    if (value.startsWith(prefix)) return bearerToken(`Bearer ${value.slice(prefix.length)}`);
  }
  return null;
}
