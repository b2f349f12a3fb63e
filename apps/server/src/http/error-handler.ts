import { RespCode, respDescFor } from '@fengshou/core';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ApiError, badParams } from './errors';

type Envelope = { respCode: number; respDesc: string; obj: null };

const envelope = (e: ApiError): Envelope => ({ respCode: e.respCode, respDesc: e.respDesc, obj: null });

/** Maps every failure to the catalogue: no stack traces, SQL or 5xx for bad input. */
export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof ApiError) return reply.status(200).send(envelope(error));
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields = new Set<string>();
    for (const v of error.validation) {
      const issue = v.params.issue as { path?: PropertyKey[]; keys?: string[]; code?: string };
      if (issue.code === 'unrecognized_keys' && issue.keys) for (const k of issue.keys) fields.add(k);
      else fields.add((issue.path ?? []).map(String).join('.') || 'body');
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
  request.log.error({ err: error, url: request.url }, 'unhandled error');
  return reply
    .status(500)
    .send(envelope(new ApiError(RespCode.SERVER_BUSY, respDescFor(RespCode.SERVER_BUSY))));
}
