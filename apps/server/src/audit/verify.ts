import type { Queryable } from '../db/client';
import { type AuditKey, type ChainedFields, GENESIS, linkHash } from './chain';

/** What verifying the chain found. */
export interface ChainCheck {
  intact: boolean;
  checked: number;
  firstId: number | null;
  lastId: number | null;
  brokenAt: number | null;
  reason: string | null;
}

interface Row extends ChainedFields {
  id: string;
  keyId: string;
  prevHash: string;
  hash: string;
}

const PAGE = 5000;
const ISO = `to_char(at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * Walks the whole trail in id order and recomputes every link: an event whose content changed, one removed
 * or inserted between two others, or a first event that links to nothing the retention sweep purged, is the
 * first broken one.
 */
export async function verifyChain(db: Queryable, key: AuditKey): Promise<ChainCheck> {
  const anchors = new Set(
    (
      await db.query<{ last: string | null }>(
        "SELECT detail::json->>'lastHash' AS last FROM audit_events WHERE event = 'audit.purge'",
      )
    ).map((r) => r.last),
  );
  let prev: string | undefined;
  let after = 0;
  let checked = 0;
  let firstId: number | null = null;
  let lastId: number | null = null;
  const broken = (id: number, reason: string): ChainCheck => ({
    intact: false,
    checked,
    firstId,
    lastId: id,
    brokenAt: id,
    reason,
  });
  for (;;) {
    const rows = await db.query<Row>(
      `SELECT id, ${ISO} AS at, event, outcome, user_id AS "userId", login_name AS "loginName",
              subject_id AS "subjectId", area_id::float8 AS "areaId", ip, user_agent AS "userAgent",
              request_id AS "requestId", target, detail, key_id AS "keyId", prev_hash AS "prevHash", hash
         FROM audit_events WHERE id > $1 ORDER BY id LIMIT ${PAGE}`,
      [after],
    );
    if (rows.length === 0) break;
    for (const r of rows) {
      const id = Number(r.id);
      if (prev === undefined) {
        firstId = id;
        if (r.prevHash !== GENESIS && !anchors.has(r.prevHash))
          return broken(id, '第一条记录之前的记录被删除（不是按保留期清理的）');
      } else if (r.prevHash !== prev) {
        return broken(id, '与前一条记录的链接不符：其间的记录被删除或插入');
      }
      if (r.keyId !== key.id) return broken(id, '记录由另一个签名密钥签署（AUDIT_KEY 不同），无法校验');
      if (linkHash(key, r.prevHash, r) !== r.hash) return broken(id, '记录内容被修改');
      prev = r.hash;
      lastId = id;
      checked++;
    }
    after = Number(rows[rows.length - 1]!.id);
  }
  return { intact: true, checked, firstId, lastId, brokenAt: null, reason: null };
}
