import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { zOneOrMany } from './strict';
import { strictProbes } from './strict-probes';

const sentTo = (body: z.ZodType) => strictProbes(body).map((p) => `${p.field}=${p.sent}`);

describe('strictProbes', () => {
  it('sends each number field a string, true, a list and null', () => {
    expect(sentTo(z.strictObject({ limit: z.number().int().optional() }))).toEqual([
      'limit="1"',
      'limit=true',
      'limit=[1]',
      'limit=null',
    ]);
  });

  it('sends each boolean field a string, 1, a list and null', () => {
    expect(sentTo(z.strictObject({ on: z.boolean() }))).toEqual([
      'on="true"',
      'on=1',
      'on=[true]',
      'on=null',
    ]);
  });

  it('writes the smallest value the range accepts, so coercion cannot hide behind the range', () => {
    const year = z.strictObject({ year: z.coerce.number().int().min(2000).max(2100) });
    const probes = strictProbes(year);
    expect(probes.map((p) => p.sent)).toEqual(['"2000"', 'true', '[2000]', 'null']);
    // The coercing schema takes "2000", [2000] and null's neighbour: the walk finds what a test must refuse.
    const accepted = probes.filter((p) => year.safeParse(p.body).success).map((p) => p.sent);
    expect(accepted).toEqual(['"2000"', '[2000]']);
  });

  it('leaves out null on a nullable field and the list on a declared one-or-many', () => {
    const body = z.strictObject({
      a: z.number().nullable(),
      status: zOneOrMany(z.number().int().min(0)).optional(),
    });
    expect(sentTo(body)).toEqual([
      'a="1"',
      'a=true',
      'a=[1]',
      'status="1"',
      'status=true',
      'status=null',
      // The list's element is walked like any other.
      'status.0="1"',
      'status.0=true',
      'status.0=[1]',
      'status.0=null',
    ]);
  });

  it('reaches into lists, nested objects and the option of a discriminated union', () => {
    const body = z.discriminatedUnion('kind', [
      z.strictObject({ kind: z.literal('a'), ids: z.array(z.number()) }),
      z.strictObject({ kind: z.literal('b'), inner: z.strictObject({ flag: z.boolean() }) }),
    ]);
    const probes = strictProbes(body);
    expect(probes.find((p) => p.field === 'ids.0' && p.sent === '"1"')?.body).toEqual({
      kind: 'a',
      ids: ['1'],
    });
    expect(probes.find((p) => p.field === 'inner.flag' && p.sent === '1')?.body).toEqual({
      kind: 'b',
      inner: { flag: 1 },
    });
  });

  it('finds nothing to probe in strings', () => {
    expect(strictProbes(z.strictObject({ name: z.string(), tags: z.array(z.string()) }))).toEqual([]);
  });
});
