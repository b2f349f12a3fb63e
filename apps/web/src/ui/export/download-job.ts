import { type DownloadItem, getDownload, signDownload } from '@fengshou/core/contract';
import { callApi, downloadPrivateFile } from '../../api';

/** How often a job still being made is asked about. */
export const JOB_POLL_MS = 1000;

/** 生成中 3/9 (or 排队中) as a job's progress reads. */
export function progressLabel(
  job: Pick<DownloadItem, 'status' | 'statusName' | 'progressDone' | 'progressTotal'>,
) {
  if (job.status !== 'running' || job.progressTotal <= 0) return job.statusName;
  return `${job.statusName} ${job.progressDone}/${job.progressTotal}`;
}

/** Polls a job of the download centre until it is done or failed, reporting each state seen. */
export async function waitForJob(
  id: number,
  onState: (job: DownloadItem) => void = () => {},
  pollMs = JOB_POLL_MS,
): Promise<DownloadItem> {
  for (;;) {
    const job = await callApi(getDownload, { id });
    onState(job);
    if (job.status === 'done' || job.status === 'failed') return job;
    await new Promise((r) => setTimeout(r, pollMs));
  }
}

/** Saves a finished job's file: a short-lived URL signed for this user, fetched with the session. */
export async function saveJobFile(id: number): Promise<void> {
  const { url, fileName } = await callApi(signDownload, { id });
  await downloadPrivateFile(url, fileName);
}
