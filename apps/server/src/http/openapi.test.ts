import { ALL_ENDPOINTS } from '@fengshou/core/contract';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
type Schema = { type?: string; properties?: Record<string, Schema>; anyOf?: Schema[]; pattern?: string };
type Operation = {
  operationId?: string;
  responses: Record<string, unknown>;
  requestBody?: { content: { 'application/json': { schema: Schema } } };
};
let doc: { paths: Record<string, Record<string, Operation>> };
let source: string;
beforeAll(async () => {
  t = await createTestApp();
  const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  source = res.body;
  doc = res.json();
});
afterAll(() => t.close());

describe('the OpenAPI document at /api/docs/json', () => {
  it("passes Redocly's recommended rules with no errors", async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source, absoluteRef: 'openapi.json', config });
    const errors = problems
      .filter((p) => p.severity === 'error')
      .map((p) => `${p.ruleId}: ${p.message} at ${p.location[0]?.pointer}`);
    expect(errors).toEqual([]);
  });

  it('gives every operation a unique operationId', () => {
    const ids = Object.values(doc.paths).flatMap((ops) => Object.values(ops).map((o) => o.operationId));
    expect(ids.length).toBeGreaterThan(20);
    expect(ids.every((id) => typeof id === 'string' && /^[A-Za-z0-9._-]+$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(doc.paths['/api/login/gov/user/login']?.post?.operationId).toBe('login.user.login');
  });

  it('documents the HTTP 400, 413, 500 and 503 answers of every contract endpoint', () => {
    // The contract's POST endpoints; the live event stream is a GET of its own with other answers.
    const contract = new Set(ALL_ENDPOINTS.map((e) => e.path));
    for (const [path, ops] of Object.entries(doc.paths)) {
      if (!contract.has(path as never)) continue;
      for (const op of Object.values(ops))
        expect(Object.keys(op.responses)).toEqual(['200', '400', '413', '500', '503']);
    }
  });

  it('states integers as integers, and the one string form a contract allows', () => {
    const plate =
      doc.paths['/api/portal/gov/plateDetail/list']!.post!.requestBody!.content['application/json'];
    expect(plate.schema.properties?.plateId?.type).toBe('integer');
    const area =
      doc.paths['/api/foundation/gov/area/listByParentId']!.post!.requestBody!.content['application/json'];
    const forms = area.schema.properties?.parentId?.anyOf ?? [];
    expect(forms.map((f) => f.type).sort()).toEqual(['integer', 'string']);
    expect(forms.find((f) => f.type === 'string')?.pattern).toBe('^\\d{12}$');
  });
});
