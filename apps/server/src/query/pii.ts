import { maskCode, maskName, maskPhone } from '@fengshou/core';
import type { Session } from '../auth/sessions';
import type { Queryable } from '../db/client';

/** The permission that returns personal data unmasked (and is logged). */
export const PII_PERMISSION = 'pii:view';

/** Masks personal fields of answers for callers without pii:view, and logs unmasked access for the others. */
export class PiiPolicy {
  readonly full: boolean;
  private refs: string[] = [];

  constructor(
    private caller: Session,
    private endpoint: string,
  ) {
    this.full = caller.permissions.has(PII_PERMISSION);
  }

  /** A phone number as the caller may see it. */
  phone(v: string | null, ref: string): string | null {
    return this.pass(v, ref, maskPhone);
  }

  /** A personal name as the caller may see it. */
  name(v: string | null, ref: string): string | null {
    return this.pass(v, ref, maskName);
  }

  /** An ID or credit code as the caller may see it. */
  code(v: string | null, ref: string): string | null {
    return this.pass(v, ref, maskCode);
  }

  /** Writes one pii_access_log row per subject shown unmasked (user_id, endpoint, subject_ref). */
  async log(q: Queryable): Promise<void> {
    if (!this.full || this.refs.length === 0) return;
    await q.query(
      `INSERT INTO pii_access_log (user_id, endpoint, subject_ref)
       SELECT $1, $2, r FROM unnest($3::text[]) AS r`,
      [this.caller.userId, this.endpoint, [...new Set(this.refs)]],
    );
  }

  private pass(v: string | null, ref: string, mask: (s: string) => string): string | null {
    if (v === null || v === '') return v;
    if (!this.full) return mask(v);
    this.refs.push(ref);
    return v;
  }
}
