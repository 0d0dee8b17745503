import type { ApiKeyScope } from '@pensia/domain/user/api-key-scopes';

/** The key of a scope's name in the apiKeys namespace (a scope's `:` would read as a namespace separator). */
export const SCOPE_LABEL = {
  'declarations:read': 'scopes.declarationsRead',
  'declarations:write': 'scopes.declarationsWrite',
  'finance:read': 'scopes.financeRead',
  'correspondence:read': 'scopes.correspondenceRead',
} as const satisfies Record<ApiKeyScope, string>;
