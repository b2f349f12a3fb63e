import { errorCodes, type FastifyInstance } from 'fastify';
import { parseJsonOffThread } from './json-worker';

// Bodies from here up are parsed on a thread of their own (uploads); the rest where they arrive.
const OFF_THREAD_BYTES = 256 * 1024;

/**
 * JSON bodies, parsed as Fastify does but without scanning for prototype poisoning when no poisoned key is
 * possible: "__proto__" or "constructor" can only be spelled with those letters or with \u escapes. The scan
 * is a tenth of the cost of a small request, and almost no body contains any of the three.
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const guarded = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    const bytes = body as Buffer;
    if (bytes.length >= OFF_THREAD_BYTES) {
      parseJsonOffThread(bytes).then(({ value, refusal }) => {
        if (refusal === 'empty') return done(new errorCodes.FST_ERR_CTP_EMPTY_JSON_BODY(), undefined);
        if (refusal) return done(new errorCodes.FST_ERR_CTP_INVALID_JSON_BODY(), undefined);
        done(null, value);
      });
      return;
    }
    const text = bytes.toString('utf8');
    if (text.includes('proto') || text.includes('constructor') || text.includes('\\u')) {
      return guarded(request, text, done);
    }
    if (text.length === 0) return done(new errorCodes.FST_ERR_CTP_EMPTY_JSON_BODY(), undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(new errorCodes.FST_ERR_CTP_INVALID_JSON_BODY(), undefined);
    }
  });
}
