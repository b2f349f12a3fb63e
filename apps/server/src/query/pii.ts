import { maskCode, maskName, maskPhone } from '@fengshou/core';
import { originOfContext } from '../audit/calls';
import type { Session } from '../auth/sessions';
import type { HandlerContext } from '../http/route';

/** The permission that returns personal data unmasked (and is logged). */
export const PII_PERMISSION = 'pii:view';

/** Masks personal fields of answers for callers without pii:view; unmasked access is an audit event. */
export class PiiPolicy {
  readonly full: boolean;
  private refs: string[] = [];

  constructor(
    caller: Session,
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

  /** Records, as one audit event, which subjects the caller saw unmasked and where. */
  async log(ctx: HandlerContext<unknown>): Promise<void> {
    if (!this.full || this.refs.length === 0) return;
    await recordPiiView(ctx, this.endpoint, this.refs);
  }

  private pass(v: string | null, ref: string, mask: (s: string) => string): string | null {
    if (v === null || v === '') return v;
    if (!this.full) return mask(v);
    this.refs.push(ref);
    return v;
  }
}

/** Records that the caller saw these subjects' personal data unmasked at an endpoint. */
export async function recordPiiView(ctx: HandlerContext<unknown>, endpoint: string, refs: readonly string[]) {
  const unique = [...new Set(refs)];
  if (unique.length === 0) return;
  await ctx.services.audit.record(originOfContext(ctx), {
    event: 'pii.view',
    outcome: 'success',
    target: endpoint,
    detail: `${unique.length} 条：${unique.join(',')}`,
  });
}
