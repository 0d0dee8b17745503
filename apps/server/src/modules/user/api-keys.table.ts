import type { ApiKeyScope } from '@pensia/domain';
import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

/** An organization's API key (docs/decisions/0101): the key itself is never kept, only its SHA-256. */
export interface ApiKeysTable {
  id: Generated<string>;
  organizationId: string;
  name: string;
  /** The key's first characters (`pensia_ab12c`), shown to tell keys apart. */
  prefix: string;
  keyHash: string;
  scopes: ApiKeyScope[];
  createdBy: string;
  createdAt: CreatedAt;
  expiresAt: Date | null;
  lastUsedAt: ColumnType<Date | null, Date | null | undefined, Date | null>;
  revokedAt: ColumnType<Date | null, Date | null | undefined, Date | null>;
  revokedBy: ColumnType<string | null, string | null | undefined, string | null>;
}

// the table joins the database type from here, beside the module that owns it
declare module '../../db/schema.ts' {
  interface Database {
    apiKeys: ApiKeysTable;
  }
}
