import { randomInt, timingSafeEqual } from 'node:crypto';
import { RespCode, RespError } from '@fengshou/core';
import svgCaptcha from 'svg-captcha';
import type { Queryable } from '../db/client';
import { newToken, sha256 } from './tokens';

/** Seconds an image captcha stays valid. */
export const CAPTCHA_TTL_SECONDS = 120;
/** Wrong answers the non-consuming check accepts before the captcha is void (it would allow guessing). */
export const CAPTCHA_MAX_CHECKS = 5;

// Characters that are easy to tell apart on a noisy image (no 0/o/O, 1/l/I, 2/z/Z, 5/s/S, 9/g/q).
const ALPHABET = 'abcdefhjkmnprtuvwxy34678ABCDEFHJKMNPRTUVWXY';
const LENGTH = 4;

// The package's default export renders a given text; its typings declare only create(), whose text
// comes from Math.random. The answer is drawn here from crypto instead.
const render = svgCaptcha as unknown as (text: string, options: Record<string, unknown>) => string;

/** Answers are compared case-insensitively. */
function answerHash(answer: string): string {
  return sha256(answer.trim().toLowerCase());
}

function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}

/** Creates a captcha: the answer is stored hashed, the image goes to the browser. */
export async function createCaptcha(
  q: Queryable,
): Promise<{ captchaId: string; image: string; expireSeconds: number }> {
  let text = '';
  for (let i = 0; i < LENGTH; i++) text += ALPHABET[randomInt(ALPHABET.length)];
  const svg = render(text, {
    width: 120,
    height: 40,
    fontSize: 42,
    noise: 3,
    color: true,
    background: '#f4f7fb',
  });
  const captchaId = newToken(16);
  // Expired rows are purged as new ones arrive, so the table stays small without a job.
  await q.query("DELETE FROM captchas WHERE expires_at < now() - interval '10 minutes'");
  await q.query(
    `INSERT INTO captchas (id, answer_hash, expires_at)
     VALUES ($1, $2, now() + make_interval(secs => $3))`,
    [captchaId, answerHash(text), CAPTCHA_TTL_SECONDS],
  );
  return {
    captchaId,
    image: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
    expireSeconds: CAPTCHA_TTL_SECONDS,
  };
}

const EXPIRED = () => new RespError(RespCode.CAPTCHA_EXPIRED, '图片验证码已失效，请刷新');
// The catalogue's words for 10001 (spec §8), as every client of the API expects them.
const WRONG = () => new RespError(RespCode.SMS_CODE_INVALID);

/** Uses up a captcha whether the answer is right or wrong: 10200 when unknown/expired/used, 10001 when wrong. */
export async function consumeCaptcha(q: Queryable, captchaId: string, answer: string): Promise<void> {
  const [row] = await q.query<{ answerHash: string }>(
    `UPDATE captchas SET used_at = now()
      WHERE id = $1 AND used_at IS NULL AND expires_at > now() AND attempts < $2
      RETURNING answer_hash AS "answerHash"`,
    [captchaId, CAPTCHA_MAX_CHECKS],
  );
  if (!row) throw EXPIRED();
  if (!sameHash(row.answerHash, answerHash(answer))) throw WRONG();
}

/** Checks an answer without using the captcha up; wrong answers count, so it cannot be guessed here. */
export async function checkCaptcha(q: Queryable, captchaId: string, answer: string): Promise<void> {
  const [row] = await q.query<{ answerHash: string }>(
    `SELECT answer_hash AS "answerHash" FROM captchas
      WHERE id = $1 AND used_at IS NULL AND expires_at > now() AND attempts < $2`,
    [captchaId, CAPTCHA_MAX_CHECKS],
  );
  if (!row) throw EXPIRED();
  if (sameHash(row.answerHash, answerHash(answer))) return;
  await q.query('UPDATE captchas SET attempts = attempts + 1 WHERE id = $1', [captchaId]);
  throw WRONG();
}
