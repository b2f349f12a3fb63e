import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { EndpointDef } from './define';
import { api } from './endpoints';
import { SCOPED_FIELD_NAMES } from './scope';

// Groups whose endpoints still check their area in the handlers; each leaves this list when its scope is declared.
const PENDING: readonly (keyof typeof api)[] = [
  'login',
  'foundation',
  'portal',
  'system',
  'prices',
  'gis',
  'imagery',
  'exports',
  'archive',
  'landoccupy',
  'iot',
  'camera',
  'openIot',
  'pest',
  'livestock',
  'nongwei',
  'machinery',
  'others',
  'ruralEconomy',
];

const declared = Object.entries(api)
  .filter(([group]) => !PENDING.includes(group as keyof typeof api))
  .flatMap(([, endpoints]) => Object.values(endpoints) as EndpointDef[])
  .filter((e) => e.access !== 'public' && e.aliasOf === undefined);

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

  it('checks the groups already declared (a group leaves PENDING when its scope is declared)', () => {
    expect(declared.some((e) => e.path === '/api/produce/gov/certificate/listByArea')).toBe(true);
  });
});
