import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { approvalApi } from '../approvals/approval.api.ts';
import { apiKeyApi } from '../user/api-keys.api.ts';
import { webhooksApi } from '../webhooks/webhooks.api.ts';
import { defineApi, defineContract } from './contract.ts';

const write = { method: 'POST', group: 'user', path: 'things', audience: 'user', summary: 'A write', response: z.object({}) } as const;

describe('a contract that asks for a recent second factor', () => {
  it('takes no API key, whatever the scopes of its object', () => {
    const api = defineApi('thing', { create: defineContract({ ...write, stepUp: true }), update: defineContract({ ...write, path: 'things/:id' }) }, { keyScopes: { read: 'declarations:read', prepare: 'declarations:write' } });
    expect(api.create.keyScope).toBeUndefined();
    expect(api.update.keyScope).toBe('declarations:write');
  });

  it('is refused with a key scope of its own', () => {
    expect(() => defineApi('thing', { create: defineContract({ ...write, stepUp: true, keyScope: 'declarations:write' }) })).toThrow('thing.create: a stepUp contract takes no API key');
  });

  it('is what approving, sending back, and creating a key or a webhook endpoint are', () => {
    for (const c of [approvalApi.approve, approvalApi.sendBack, apiKeyApi.create, webhooksApi.create]) expect(c).toMatchObject({ stepUp: true });
    expect(approvalApi.submit.stepUp).toBeUndefined();
    expect(approvalApi.withdraw.stepUp).toBeUndefined();
    expect(apiKeyApi.revoke.stepUp).toBeUndefined();
  });
});
