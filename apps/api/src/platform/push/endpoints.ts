/**
 * Which Web Push endpoints the platform calls (docs/automation.md "Push"): a browser's subscription names its push
 * service's URL, and the server POSTs there, so an endpoint is accepted only on a host of `WEBPUSH_ENDPOINT_HOSTS`
 * (or under one of those domains), over https; http only to a listed loopback host (a local stand-in). Anything else
 * would let a member make the server call an address of their choosing.
 */
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

export function endpointAllowed(endpoint: string, hosts: readonly string[]): boolean {
  if (!URL.canParse(endpoint)) return false;
  const url = new URL(endpoint);
  const host = url.hostname.toLowerCase();
  const listed = hosts.some((allowed) => host === allowed || host.endsWith(`.${allowed}`));
  if (!listed || url.username || url.password) return false;
  return url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK.has(host));
}
