import { badParams, RespCode, RespError, respDescFor } from '@fengshou/core';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDataException } from './db-input-errors';
import { isDatabaseUnavailable } from './health';

type Envelope = { respCode: number; respDesc: string; obj: null };

const envelope = (e: RespError): Envelope => ({ respCode: e.respCode, respDesc: e.respDesc, obj: null });

/** Maps every failure to the catalogue: no stack traces, SQL or 5xx for bad input. */
export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof RespError) return reply.status(200).send(envelope(error));
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields = new Set<string>();
    // fastify-type-provider-zod 7: keyword is the zod issue code, instancePath '/a/b', params the rest of the issue.
    for (const v of error.validation) {
      const keys = (v.params as { keys?: unknown }).keys;
      if (v.keyword === 'unrecognized_keys' && Array.isArray(keys))
        for (const k of keys) fields.add(String(k));
      else fields.add(v.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'body');
    }
    const detail = error.validation.map((v) => v.message).join('；');
    return reply.status(200).send(envelope(badParams([...fields], detail)));
  }
  const code = error.code ?? '';
  if (code === 'FST_ERR_CTP_BODY_TOO_LARGE')
    return reply.status(413).send(envelope(badParams(['body'], '请求体过大')));
  if (code.startsWith('FST_ERR_CTP') || (error.statusCode === 400 && error instanceof SyntaxError)) {
    return reply.status(400).send(envelope(badParams(['body'], '请求体须为JSON对象')));
  }
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return reply.status(error.statusCode).send(envelope(badParams(['body'], error.message)));
  }
  // Values that slipped past the schema but PostgreSQL refuses (class 22 data exceptions, e.g. out of range)
  // are bad input too, not a server fault.
  if (isDataException(error)) {
    return reply.status(200).send(envelope(badParams(['body'], '参数取值超出允许范围')));
  }
  if (isDatabaseUnavailable(error)) {
    // PostgreSQL restarting or unreachable: the pool reconnects by itself; callers retry (spec §8: 600).
    request.server.services.log.warn({ code: error.code, url: request.url }, 'database unavailable');
    return reply
      .status(503)
      .header('retry-after', '5')
      .send(envelope(new RespError(RespCode.SERVER_BUSY, respDescFor(RespCode.SERVER_BUSY))));
  }
  request.server.services.log.error({ err: error, reqId: request.id, url: request.url }, 'unhandled error');
  return reply
    .status(500)
    .send(envelope(new RespError(RespCode.SERVER_BUSY, respDescFor(RespCode.SERVER_BUSY))));
}
