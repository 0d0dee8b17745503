import { z } from 'zod';
import { defineApi, defineContract } from '../http/contract.ts';
import { resultEnvelope } from '../http/envelope.ts';
import { text } from '../http/text.ts';
import { vmsg } from '../i18n/messages.ts';
import { IsoDateSchema } from '../declarations/declaration.schema.ts';
import { API_KEY_NAME_MAX, API_KEY_SCOPES } from './api-key-scopes.ts';

/** An API key as the organization's administrator sees it: never the key itself, only its first characters. */
export const ApiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The key's first characters (`pensia_ab12c`), to tell keys apart; not enough to use it. */
  prefix: z.string(),
  scopes: z.array(z.enum(API_KEY_SCOPES)),
  createdAt: z.string(),
  /** The username of the administrator who created the key. */
  createdBy: z.string(),
  expiresAt: z.string().nullable(),
  /** When the key was last used, to the minute. */
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type ApiKey = z.infer<typeof ApiKeySchema>;

/** The answer of the creation: the key once (it is kept only as its hash), with its record. */
export const CreatedApiKeySchema = z.object({
  key: z.string().meta({ description: 'The key, shown this once: `Authorization: Bearer pensia_…`' }),
  apiKey: ApiKeySchema,
});
export type CreatedApiKey = z.infer<typeof CreatedApiKeySchema>;

export const CreateApiKeyBodySchema = z.object({
  name: text({ error: vmsg('required') }).trim().min(1, vmsg('required')).max(API_KEY_NAME_MAX, vmsg('tooLong', { max: API_KEY_NAME_MAX })),
  scopes: z
    .array(z.enum(API_KEY_SCOPES, { error: vmsg('invalidType') }), { error: vmsg('apiKeyScopesRequired') })
    .min(1, vmsg('apiKeyScopesRequired'))
    .max(API_KEY_SCOPES.length)
    .transform((scopes) => [...new Set(scopes)]),
  /** The last day (in Georgia) the key works; none: until revoked. */
  expiresOn: IsoDateSchema.nullable().optional(),
});
export type CreateApiKeyBody = z.input<typeof CreateApiKeyBodySchema>;

export const ApiKeyParamsSchema = z.object({ id: text().trim().min(1).max(64) });

/** The organization's API keys for payroll software (docs/decisions/0101): its administrator's. */
export const apiKeyApi = defineApi('apiKey', {
  list: defineContract({
    method: 'GET', group: 'user', path: 'api-keys', audience: 'user', permission: 'administer',
    summary: "The organization's API keys, newest first (never the keys themselves)",
    response: resultEnvelope(z.array(ApiKeySchema)),
  }),
  create: defineContract({
    method: 'POST', group: 'user', path: 'api-keys', audience: 'user', permission: 'administer', stepUp: true,
    summary: 'Create an API key: the answer shows the key this once',
    body: CreateApiKeyBodySchema, response: resultEnvelope(CreatedApiKeySchema),
  }),
  revoke: defineContract({
    method: 'DELETE', group: 'user', path: 'api-keys/:id', audience: 'user', permission: 'administer',
    summary: 'Revoke an API key: refused from the next request on',
    params: ApiKeyParamsSchema, response: resultEnvelope(ApiKeySchema), errors: [404],
  }),
});
