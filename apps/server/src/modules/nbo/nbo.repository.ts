import { sql } from 'kysely';
import type { CorrespondenceCount } from '@pensia/domain';
import type { Db } from '../../db/create-db.ts';

/**
 * All five counts of one organization in one round trip. New is not opened yet; an obligatory notification
 * counts until it is confirmed as read, which signing out waits for (docs/decisions/0054).
 */
export async function countCorrespondence(db: Db, organizationId: string): Promise<CorrespondenceCount> {
  const { rows } = await sql<CorrespondenceCount>`
    select
      n.total::int as "totalNotifs", n.unread::int as "newNotifs", n.obligatory::int as "newNotifsObligatory",
      l.total::int as "totalLetters", l.unread::int as "newLetters"
    from
      (select count(*) as total,
              count(*) filter (where r.opened_at is null) as unread,
              count(*) filter (where r.read_at is null and x.is_obligatory) as obligatory
         from notification_recipients r join notifications x on x.id = r.notification_id
        where r.organization_id = ${organizationId}) n,
      (select count(*) as total, count(*) filter (where opened_at is null) as unread
         from letter_recipients where organization_id = ${organizationId}) l
  `.execute(db);
  return rows[0]!;
}
