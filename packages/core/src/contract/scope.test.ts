import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { EndpointDef } from './define';
import { ALL_ENDPOINTS } from './endpoints';
import { SCOPED_FIELD_NAMES } from './scope';

const declared = ALL_ENDPOINTS.filter((e) => e.access !== 'public' && e.aliasOf === undefined);

const fieldsOf = (e: EndpointDef) => (e.body instanceof z.ZodObject ? Object.keys(e.body.shape) : []);

describe('declared area scope', () => {
  it('covers every body field that names an area or a record, or says why it needs no check', () => {
    const undeclared = declared.flatMap((e) =>
      fieldsOf(e)
        .filter((f) => f in SCOPED_FIELD_NAMES && !(f in (e.scope ?? {})) && !(f in (e.unscoped ?? {})))
        .map((f) => `${e.path} ${f}`),
    );
    expect(undeclared).toEqual([]);
  });

  it('names only fields the body has, and levels the body states', () => {
    const wrong = declared.flatMap((e) => {
      const fields = fieldsOf(e);
      return Object.entries(e.scope ?? {}).flatMap(([f, ref]) => [
        ...(fields.includes(f) ? [] : [`${e.path} ${f}`]),
        ...(ref.kind === 'area' && ref.level && !fields.includes(ref.level)
          ? [`${e.path} ${ref.level}`]
          : []),
      ]);
    });
    expect(wrong).toEqual([]);
  });
});
