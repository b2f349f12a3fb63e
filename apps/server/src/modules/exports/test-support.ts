import { createDataExport, type DownloadItem, getDownload, signDownload } from '@fengshou/core/contract';
import type { TestApp } from '../../../test/harness';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls a job until it is done or failed (the runner of the test app runs it); its last state. */
export async function waitForJob(
  t: TestApp,
  id: number,
  token: string,
  timeoutMs = 120_000,
): Promise<DownloadItem> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const res = await t.call(getDownload, { id }, token);
    if (res.respCode !== 0) throw new Error(`job ${id}: ${res.respCode} ${res.respDesc}`);
    if (res.obj!.status === 'done' || res.obj!.status === 'failed') return res.obj!;
    if (Date.now() > until) throw new Error(`job ${id} still ${res.obj!.status} after ${timeoutMs} ms`);
    await sleep(50);
  }
}

/** GETs a job's file the way the web does: a signed URL, fetched with the session header. */
export async function fetchJobFile(t: TestApp, id: number, token: string) {
  const signed = await t.call(signDownload, { id }, token);
  if (signed.respCode !== 0) throw new Error(`sign ${id}: ${signed.respCode} ${signed.respDesc}`);
  return t.app.inject({ method: 'GET', url: signed.obj!.url, headers: { accesstoken: token } });
}

/** Asks for an export, waits for its job, and fetches the file; the finished job and the response. */
export async function exportAndFetch(t: TestApp, body: unknown, token: string) {
  const res = await t.call(createDataExport, body, token);
  if (res.respCode !== 0) throw new Error(`export: ${res.respCode} ${res.respDesc}`);
  const job = await waitForJob(t, res.obj!.id, token);
  if (job.status !== 'done') throw new Error(`export failed: ${job.error}`);
  return { queued: res.obj!, job, file: await fetchJobFile(t, job.id, token) };
}
