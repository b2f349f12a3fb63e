import type { SwaggerTransform, SwaggerTransformObject } from '@fastify/swagger';
import { envelopeOf } from '@fengshou/core/contract';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** The answers every contract endpoint can give besides its HTTP 200 envelope. */
export const ERROR_RESPONSES = {
  400: envelopeOf(z.null()).describe(
    '请求体不是JSON对象（空、语法错误或含 __proto__ 等危险键）：respCode 300，obj 为 null',
  ),
  413: envelopeOf(z.null()).describe('请求体超过该接口的大小上限：respCode 300，obj 为 null'),
  500: envelopeOf(z.null()).describe('未预料的服务器错误（已记录日志）：respCode 600 服务器繁忙'),
  503: envelopeOf(z.null()).describe(
    '服务器正在启动（迁移、生成演示数据）、正在停止或暂时连不上数据库：respCode 600 服务器繁忙，稍后重试',
  ),
};

const API_DESCRIPTION = [
  '数字农业大屏与监管平台接口。每个接口均为 `POST /api/{service}/gov/{resource}/{action}`，请求体为 JSON 对象，',
  '应答为 `{respCode, respDesc, obj}`（HTTP 200；respCode 0 成功，其余见错误目录：300 参数错误并指明字段，',
  '400 登录失效，401 区域越权，402 会话被替换或账号停用，403 无权限，600 服务器繁忙）。',
  '',
  '类型严格：`integer` 字段只接受 JSON 数字，`true`、`"1"`、`[1]` 均答 300；只有文档写明「或数字字符串」的字段',
  '（如 12 位区域编码 areaId）才接受由数字组成的字符串。未声明的字段同样答 300。',
].join('\n');

/** The document's head: where it is served, what the types mean, how callers authenticate. */
export const OPENAPI_HEAD = {
  openapi: '3.0.3',
  info: {
    title: 'Fengshou 丰收 API',
    version: '0.1.0',
    description: API_DESCRIPTION,
    license: { name: 'Apache-2.0', url: 'https://www.apache.org/licenses/LICENSE-2.0' },
  },
  servers: [{ url: '/', description: '提供本文档的服务器' }],
  components: { securitySchemes: { accessToken: { type: 'apiKey', in: 'header', name: 'accessToken' } } },
} as const;

/** A stable, URL-safe operationId from the path: /api/login/gov/user/login → login.user.login. */
export function operationIdOf(method: string, url: string): string {
  const api = /^\/api\/([^/]+)\/gov\/(.+)$/.exec(url);
  if (api) return `${api[1]}.${api[2]!.replaceAll('/', '.')}`;
  const words = url
    .split('/')
    .filter(Boolean)
    .map((w) => w.replace(/^:/, 'by-').replace(/[^A-Za-z0-9]+/g, '-'));
  return [method.toLowerCase(), ...words].join('.');
}

/**
 * Per route: zod schemas become JSON schema, and every operation gets an operationId, a summary and a stated
 * security requirement (routes outside the contract, such as /files, come without a schema).
 */
export const openApiTransform: SwaggerTransform = (input) => {
  const out = jsonSchemaTransform(input as Parameters<typeof jsonSchemaTransform>[0]) as {
    schema: Record<string, unknown> | undefined;
    url: string;
  };
  const method = Array.isArray(input.route.method) ? input.route.method[0]! : input.route.method;
  const schema: Record<string, unknown> = { ...(out.schema ?? {}) };
  schema.operationId ??= operationIdOf(method, out.url);
  schema.summary ??= `${method} ${out.url}`;
  // Public endpoints say so explicitly (an empty requirement) rather than leaving security undefined.
  schema.security ??= [];
  return { ...out, schema };
};

/**
 * Whole document: `nullable` without a `type` (z.unknown().nullable()) is meaningless in OpenAPI 3.0 and
 * linters reject it; an untyped schema already admits null, so the flag is dropped.
 */
export const openApiTransformObject: SwaggerTransformObject = (doc) => {
  const root = 'openapiObject' in doc ? doc.openapiObject : doc.swaggerObject;
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (const item of node) visit(item);
      return;
    }
    if (!node || typeof node !== 'object') return;
    const o = node as Record<string, unknown>;
    if (o.nullable === true && o.type === undefined && o.$ref === undefined) delete o.nullable;
    for (const v of Object.values(o)) visit(v);
  };
  visit(root);
  return root;
};
