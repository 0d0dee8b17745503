import type { WebhookDeliveryStatus, WebhookEventType } from '@pensia/domain';
import type { ColumnType, Generated } from 'kysely';

/** The tables of the webhooks (migration 2026-11-29T1600, docs/decisions/0103). */

export interface WebhookEndpointsTable {
  id: Generated<string>;
  organizationId: string;
  url: string;
  description: string;
  eventTypes: ColumnType<WebhookEventType[], WebhookEventType[], never>;
  /** The signing secret, AES-256-GCM under the server's webhook key (webhook-crypto.ts). */
  secretEncrypted: string;
  createdBy: string;
  createdAt: ColumnType<Date, Date | string | undefined, never>;
  deletedAt: ColumnType<Date | null, never, Date | string | null>;
}

export interface WebhookEventsTable {
  id: Generated<string>;
  organizationId: string;
  type: WebhookEventType;
  data: ColumnType<Record<string, unknown>, string, never>;
  createdAt: ColumnType<Date, Date | string | undefined, never>;
}

export interface WebhookDeliveriesTable {
  id: Generated<string>;
  endpointId: string;
  eventId: string;
  organizationId: string;
  status: ColumnType<WebhookDeliveryStatus, WebhookDeliveryStatus | undefined, WebhookDeliveryStatus>;
  /** Every try, resent ones included (the screen's count). */
  attempts: ColumnType<number, number | undefined, number>;
  /** Tries since it was queued or resent: the place in the schedule of retries. */
  tries: ColumnType<number, number | undefined, number>;
  /** When it is due (pending), or until when a job holds it; null once ended. */
  nextAttemptAt: ColumnType<Date | null, Date | string | null, Date | string | null>;
  /** The claim of the job queued for it: the one job that may try it now. */
  leaseToken: ColumnType<string | null, string | null | undefined, string | null>;
  createdAt: ColumnType<Date, Date | string | undefined, never>;
  deliveredAt: ColumnType<Date | null, never, Date | string | null>;
}

export interface WebhookAttemptsTable {
  id: Generated<string>;
  deliveryId: string;
  attemptedAt: ColumnType<Date, Date | string, never>;
  statusCode: number | null;
  responseExcerpt: string | null;
  durationMs: number;
  error: string | null;
}

declare module '../../db/schema.ts' {
  interface Database {
    webhookEndpoints: WebhookEndpointsTable;
    webhookEvents: WebhookEventsTable;
    webhookDeliveries: WebhookDeliveriesTable;
    webhookAttempts: WebhookAttemptsTable;
  }
}
