import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { PRERENDERED_PAGE_SCRIPTS } from '@pensia/domain';

/**
 * The only inline scripts the portal's pages hold: those of the pre-rendered pages (docs/decisions/0040),
 * each allowed by its hash and nothing else inline.
 */
export const INLINE_SCRIPT_HASHES: readonly string[] = PRERENDERED_PAGE_SCRIPTS.map(
  (script) => `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`,
);

const CSP = [
  "default-src 'self'",
  `script-src 'self' ${INLINE_SCRIPT_HASHES.join(' ')}`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': CSP,
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-frame-options': 'DENY',
  'x-permitted-cross-domain-policies': 'none',
  'permissions-policy': 'camera=(), microphone=(), geolocation=()',
};

/**
 * What a hashed script, stylesheet or font of the build needs: the rest (the content security policy, framing,
 * referrer, permissions) governs documents and is read only from HTML and API answers, so it is not repeated
 * on every asset.
 */
export const ASSET_HEADERS: Readonly<Record<string, string>> = {
  'cross-origin-resource-policy': SECURITY_HEADERS['cross-origin-resource-policy']!,
  'strict-transport-security': SECURITY_HEADERS['strict-transport-security']!,
  'x-content-type-options': SECURITY_HEADERS['x-content-type-options']!,
};

/**
 * API answers carry an organization's or a person's data: no browser or proxy keeps them (a route may still
 * set its own cache-control, as the downloads do). They are read by the app's script, not shown as pages: the
 * headers that govern a document (its scripts, its window, the features it may use) give way to a policy that
 * lets an answer opened as a page load nothing and be framed nowhere, as OWASP advises for REST answers
 * (docs/decisions/0042). The count of new correspondence is polled by every open portal, and an answer's
 * headers were eight times its body.
 */
export const API_HEADERS: Readonly<Record<string, string>> = {
  'cache-control': 'no-store',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': SECURITY_HEADERS['cross-origin-resource-policy']!,
  'referrer-policy': SECURITY_HEADERS['referrer-policy']!,
  'strict-transport-security': SECURITY_HEADERS['strict-transport-security']!,
  'x-content-type-options': SECURITY_HEADERS['x-content-type-options']!,
  'x-frame-options': SECURITY_HEADERS['x-frame-options']!,
};

/** The API's reference (`/api/docs`) is a set of pages: the whole set, kept by no cache. */
export const API_DOCUMENT_HEADERS: Readonly<Record<string, string>> = { ...SECURITY_HEADERS, 'cache-control': 'no-store' };

/** The build's hashed files; everything else (HTML, health) gets the whole set. */
export const ASSET_PREFIX = '/assets/';
const API_PREFIX = '/api/';
const API_DOCS_PREFIX = '/api/docs';

/** The headers of an answer to a path. */
export function securityHeadersOf(url: string): Readonly<Record<string, string>> {
  if (url.startsWith(API_PREFIX)) return url.startsWith(API_DOCS_PREFIX) ? API_DOCUMENT_HEADERS : API_HEADERS;
  return url.startsWith(ASSET_PREFIX) ? ASSET_HEADERS : SECURITY_HEADERS;
}

export function registerSecurityHeaders(app: FastifyInstance) {
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(securityHeadersOf(request.url));
    done();
  });
}
