import { setTimeout as sleep } from 'node:timers/promises';
import { getImportProgress, importData } from '@fengshou/core/contract';
import type { z } from 'zod';
import type { TestApp } from '../../../test/harness';

type ImportBody = z.input<(typeof importData)['body']>;
type ImportTask = z.infer<(typeof getImportProgress)['result']>;

/**
 * Submits an import as the page does and waits for its task to end: the submit's answer (respCode 0 with
 * the task, or the refusal) and, when accepted, the ended task with its report or reason.
 */
export async function importAndWait(
  t: TestApp,
  body: ImportBody,
  token: string,
  timeoutMs = 120_000,
): Promise<{ respCode: number; respDesc: string; task?: ImportTask }> {
  const submitted = await t.call(importData, body, token);
  if (submitted.respCode !== 0) return { respCode: submitted.respCode, respDesc: submitted.respDesc };
  const until = Date.now() + timeoutMs;
  for (;;) {
    const res = await t.call(getImportProgress, { taskId: submitted.obj!.taskId }, token);
    if (res.respCode !== 0) throw new Error(`import task: ${res.respCode} ${res.respDesc}`);
    const task = res.obj!;
    if (task.status === 'done' || task.status === 'failed') return { respCode: 0, respDesc: '', task };
    if (Date.now() > until) throw new Error(`import task still ${task.status} after ${timeoutMs} ms`);
    await sleep(50);
  }
}
