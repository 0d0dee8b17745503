import { BACKGROUND_HEADER, contractPermission, roleCan, type Audience, type Contract } from '@pensia/domain';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error.ts';
import type { Actor, Deps } from '../lib/deps.ts';
import type { TokenAudience } from '../lib/tokens.ts';
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
  if (audience === 'user' && actor.audience === 'operator' && !actor.actingOrganizationId) throw new AppError('FORBIDDEN');
  if (audience === 'operator' && actor.actingOrganizationId) throw new AppError('FORBIDDEN');
  if (audience === 'user' && actor.audience === 'user') {
    // a route of the organization without its contract, or a user of it without a role, is refused: never let through
    if (!contract || !actor.orgRole || !roleCan(actor.orgRole, contractPermission(contract))) throw new AppError('ROLE_FORBIDDEN');
  }
  return actor;
}

/**
 * Establishes `request.actor` on every route whose contract is not public. Public routes still read a
 * token when one is sent (sign-out), but never require it.
 */
export function registerAuth(app: FastifyInstance, deps: Deps) {
  app.decorateRequest('actor', null);
  app.addHook('onRequest', async (request) => {
    const audience = request.routeOptions.config?.audience;
    if (!audience) return;
    const header = request.headers.authorization;
    // the scheme name is case-insensitive (RFC 9110 §11.1)
    const token = header && /^bearer\s+/i.test(header) ? header.replace(/^bearer\s+/i, '').trim() || undefined : undefined;
    if (audience === 'public') {
      if (token) request.actor = await authenticate(deps, token, { accept: ANY_SIGNED_IN, background: true }).catch(() => null);
      return;
    }
    if (!token) throw new AppError('UNAUTHORIZED');
    const actor = await authenticate(deps, token, { accept: ACCEPT[audience], background: request.headers[BACKGROUND_HEADER] === '1' });
    const contract = request.routeOptions.config?.contract;
    request.actor = admit(audience, actor, contract);
    // writes that move money ask an organization's user for a second factor given within 5 minutes (decision 0104)
    if (contract?.stepUp && audience === 'user') await requireStepUp(deps, actor);
  });
}
