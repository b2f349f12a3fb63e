import { badParams } from '@fengshou/core';
import type { z } from 'zod';

/** The body read against a schema; 300 naming the fields that fail. */
export function readBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const r = schema.safeParse(body ?? {});
  if (r.success) return r.data;
  const fields = [...new Set(r.error.issues.map((i) => i.path.join('.') || 'body'))];
  throw badParams(fields, r.error.issues.map((i) => i.message).join('；'));
}
