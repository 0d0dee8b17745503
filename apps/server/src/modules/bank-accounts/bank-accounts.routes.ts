import { bankAccountApi, bankAdminApi } from '@pensia/domain';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../lib/deps.ts';
import { route } from '../../lib/route.ts';
import * as svc from './bank-accounts.service.ts';

/** Accepted values of the `culture` header (the web client sends it with `POST org-acct-numbers`; docs/api-map.md). */
const CULTURE = /^(ka|ge|en|ru)(-[A-Za-z]{2})?$/;

/**
 * The organization's bank accounts and the bank list (`/api/parameters/v1`), and the bank list's upkeep
 * in the back office (`/api/operator/v1`, audited).
 */
export function bankAccountRoutes(app: FastifyInstance, deps: Deps) {
  app.register(async (scope) => {
    // `culture` names the language of the answer's messages; it wins over Accept-Language when sane
    scope.addHook('onRequest', async (request) => {
      const culture = request.headers.culture;
      const value = Array.isArray(culture) ? culture[0] : culture;
      if (value && CULTURE.test(value.trim())) request.headers['accept-language'] = value.trim();
    });

    route(scope, bankAccountApi.list, ({ actor }) => svc.listAccounts(deps, actor!));
    route(scope, bankAccountApi.banks, () => svc.listBanks(deps));
    route(scope, bankAccountApi.add, async ({ actor, body, request }) => {
      const account = await svc.addAccount(deps, actor!, body);
      request.auditTarget = { targetId: account.id };
      return account;
    }, { audit: true });
    route(scope, bankAccountApi.setDefault, async ({ actor, params, request }) => {
      request.auditTarget = { targetId: params.id };
      return svc.setDefaultAccount(deps, actor!, params.id);
    }, { audit: true });
    route(scope, bankAccountApi.remove, async ({ actor, params, request }) => {
      request.auditTarget = { targetId: params.id };
      return svc.removeAccount(deps, actor!, params.id);
    }, { audit: true });

    route(scope, bankAdminApi.list, () => svc.listAllBanks(deps));
    route(scope, bankAdminApi.create, async ({ body, request }) => {
      const bank = await svc.createBank(deps, body);
      request.auditTarget = { targetId: bank.id };
      return bank;
    }, { audit: true });
    route(scope, bankAdminApi.update, async ({ params, body, request }) => {
      request.auditTarget = { targetId: params.id };
      return svc.updateBank(deps, params.id, body);
    }, { audit: true });
  });
}
