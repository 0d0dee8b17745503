/**
 * What an organization's API key may reach (docs/decisions/0101). A key acts as a preparer of its organization
 * and only on the routes whose contract names one of its scopes (`keyScope`): it never approves or administers.
 */
export const API_KEY_SCOPES = ['declarations:read', 'declarations:write', 'finance:read', 'correspondence:read'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

/** Every key begins with this, so that a leaked one is recognised (by secret scanners, by the server). */
export const API_KEY_PREFIX = 'pensia_';
/** How many characters of a key (its start, `pensia_` included) are kept in the clear to tell keys apart. */
export const API_KEY_SHOWN_LENGTH = 12;
/** The requests a minute one key may make (answered 429 with Retry-After past it). */
export const API_KEY_REQUESTS_PER_MINUTE = 120;
/** The longest name of a key. */
export const API_KEY_NAME_MAX = 100;

/** Whether a bearer token is an API key rather than a signed access token. */
export function isApiKey(token: string): boolean {
  return token.startsWith(API_KEY_PREFIX);
}
