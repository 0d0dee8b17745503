import { BACKGROUND_HEADER, contractPermission, isApiKey, roleCan, type Audience, type Contract } from '@pensia/domain';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error.ts';
import type { Actor, Deps } from '../lib/deps.ts';
import type { TokenAudience } from '../lib/tokens.ts';
import { authenticateKey } from '../modules/user/api-keys.service.ts';
import { authenticate } from '../modules/user/auth.service.ts';
import { requireStepUp } from '../modules/user/two-factor.service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    actor: Actor | null;
  }
  interface FastifyContextConfig {
    audience?: Audience;
    audit?: boolean;
  }
}

/**
 * Token audiences each route audience takes. Employer routes take an operator's token too, but only one
 * scoped to an organization (acting on its behalf); operator routes never take a scoped one.
 */
const ACCEPT: Record<Exclude<Audience, 'public'>, readonly TokenAudience[]> = {
  user: ['user', 'operator'],
  operator: ['operator'],
  any: ['user', 'operator'],
  // the participant site's calls: a participant's token only, and it reaches nothing else
  participant: ['participant'],
};

/** Tokens a public route reads when one is sent (sign-out). */
const ANY_SIGNED_IN: readonly TokenAudience[] = ['user', 'operator', 'participant'];

/**
 * Refuses a caller that its token's audience let through but the route's audience does not admit, and a user
 * of an organization whose role does not have the permission the route asks for (user/org-roles.ts). An
 * operator acting for an organization is not held to a role: the agency's back office acts as the agency.
 */
function admit(audience: Exclude<Audience, 'public'>, actor: Actor, contract: Contract | undefined): Actor {
  // an API key reaches only the organization's routes that name one of its scopes (`any`: every key)
  if (actor.apiKey) {
    // and never one that asks for a recent second factor, which no key can give (decision 0104)
    if (contract?.stepUp) throw new AppError('API_KEY_CANNOT_STEP_UP');
    const scope = contract?.keyScope;
    const routeTakesKeys = audience === 'user' || (audience === 'any' && scope === 'any');
    if (!routeTakesKeys || !scope || (scope !== 'any' && !actor.apiKey.scopes.includes(scope))) throw new AppError('API_KEY_FORBIDDEN');
  }
  if (audience === 'user' && actor.audience === 'operator' && !actor.actingOrganizationId) throw new AppError('FORBIDDEN');
  if (audience === 'operator' && actor.actingOrganizationId) throw new AppError('FORBIDDEN');
  if (audience === 'user' && actor.audience === 'user') {
    // a route of the organization without its contract, or a user of it without a role, is refused: never let through
    if (!contract || !actor.orgRole || !roleCan(actor.orgRole, contractPermission(contract))) throw new AppError('ROLE_FORBIDDEN');
  }
  return actor;
}

/**
 * Establishes `request.actor` on every route whose contract is not public. A bearer token that begins with
 * `pensia_` is an organization's API key (docs/decisions/0101): looked up as one, and limited to
 * config.apiKeyRequestsPerMinute requests a minute per key (429 with Retry-After), before anything is read. Public routes still read a
 * token when one is sent (sign-out), but never require it.
 */
export function registerAuth(app: FastifyInstance, deps: Deps) {
  app.decorateRequest('actor', null);
  // one counter per key for all its routes (@fastify/rate-limit's own store, keyed by the key's id)
  const keyLimit = app.createRateLimit({ max: deps.config.apiKeyRequestsPerMinute, timeWindow: 60_000, keyGenerator: (request) => `api-key:${request.actor?.apiKey?.id}` });
  app.addHook('onRequest', async (request) => {
    const audience = request.routeOptions.config?.audience;
    if (!audience) return;
    const header = request.headers.authorization;
    // the scheme name is case-insensitive (RFC 9110 §11.1)
    const token = header && /^bearer\s+/i.test(header) ? header.replace(/^bearer\s+/i, '').trim() || undefined : undefined;
    if (audience === 'public') {
      // a key has no session to end: a public route never reads one
      if (token && !isApiKey(token)) request.actor = await authenticate(deps, token, { accept: ANY_SIGNED_IN, background: true }).catch(() => null);
      return;
    }
    if (!token) throw new AppError('UNAUTHORIZED');
    if (isApiKey(token)) {
      request.actor = await authenticateKey(deps, token);
      const limit = await keyLimit(request);
      if (!limit.isAllowed && limit.isExceeded) {
        throw new AppError('TOO_MANY_ATTEMPTS', { params: { seconds: limit.ttlInSeconds }, headers: { 'retry-after': String(limit.ttlInSeconds) } });
      }
      request.actor = admit(audience, request.actor, request.routeOptions.config?.contract);
      return;
    }
    const actor = await authenticate(deps, token, { accept: ACCEPT[audience], background: request.headers[BACKGROUND_HEADER] === '1' });
    const contract = request.routeOptions.config?.contract;
    request.actor = admit(audience, actor, contract);
    // writes that move money or open the organization to others (approvals, API keys, webhooks) ask an
    // organization's user for a second factor given within 5 minutes (decision 0104)
    if (contract?.stepUp && audience === 'user') await requireStepUp(deps, actor);
  });
}
