import { sql } from 'kysely';
import type { CorrespondenceCount } from '@pensia/domain';
import type { Db } from '../../db/create-db.ts';

/**
 * All five counts of one organization in one round trip. New is not opened yet; an obligatory notification
 * counts until it is confirmed as read, which signing out waits for (docs/decisions/0054). An item still being
 * sent counts for none of its recipients (docs/decisions/0087).
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
        where r.organization_id = ${organizationId} and x.dispatch_status = 'sent') n,
      (select count(*) as total, count(*) filter (where opened_at is null) as unread
         from letter_recipients r
        where r.organization_id = ${organizationId}
          and not exists (select 1 from letters s where s.id = r.letter_id and s.dispatch_status <> 'sent')) l
  `.execute(db);
  return rows[0]!;
}
