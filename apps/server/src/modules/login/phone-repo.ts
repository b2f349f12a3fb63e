import { newToken, sha256 } from '../../auth/tokens';
import type { Queryable } from '../../db/client';

/** Lifetime of the proof that a phone passed its SMS check. */
export const PHONE_TICKET_TTL_SECONDS = 300;

/** Issues a single-use ticket for a phone that has just passed its SMS check. */
export async function issuePhoneTicket(q: Queryable, phone: string): Promise<string> {
  const ticket = newToken();
  await q.query("DELETE FROM phone_tickets WHERE expires_at < now() - interval '1 hour'");
  await q.query(
    'INSERT INTO phone_tickets (ticket_hash, phone, expires_at) VALUES ($1, $2, now() + make_interval(secs => $3))',
    [sha256(ticket), phone, PHONE_TICKET_TTL_SECONDS],
  );
  return ticket;
}

/** The phone a usable ticket stands for, or undefined. */
export async function ticketPhone(q: Queryable, ticket: string): Promise<string | undefined> {
  const [row] = await q.query<{ phone: string }>(
    'SELECT phone FROM phone_tickets WHERE ticket_hash = $1 AND used_at IS NULL AND expires_at > now()',
    [sha256(ticket)],
  );
  return row?.phone;
}

/** Uses a ticket up; false when another request was first. */
export async function consumePhoneTicket(q: Queryable, ticket: string): Promise<boolean> {
  const rows = await q.query(
    `UPDATE phone_tickets SET used_at = now()
      WHERE ticket_hash = $1 AND used_at IS NULL AND expires_at > now() RETURNING phone`,
    [sha256(ticket)],
  );
  return rows.length > 0;
}

/** Active accounts bound to a phone, with their subject and role names. */
export function listPhoneAccounts(q: Queryable, phone: string) {
  return q.query<{
    id: number;
    loginName: string;
    nickname: string;
    subjectName: string;
    governmentRoleName: string;
    subjectId: number;
  }>(
    `SELECT u.id, u.login_name AS "loginName", u.nickname, gs.subject_name AS "subjectName",
            r.role_name AS "governmentRoleName", u.government_subject_id AS "subjectId"
       FROM government_users u
       JOIN government_subjects gs ON gs.id = u.government_subject_id
       JOIN government_roles r ON r.id = u.government_role_id
      WHERE u.phone = $1 AND u.account_status = 1 AND u.del_flag = 0
      ORDER BY u.id`,
    [phone],
  );
}

/** Binds a phone number to a user. */
export async function setUserPhone(q: Queryable, userId: number, phone: string): Promise<void> {
  await q.query(
    'UPDATE government_users SET phone = $2, update_by = login_name, update_time = now() WHERE id = $1',
    [userId, phone],
  );
}
