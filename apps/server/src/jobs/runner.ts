import { randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { RespError } from '@fengshou/core';
import type { Queryable } from '../db/client';
import { type FileStore, fileKey } from '../files/store/store';
import type { Services } from '../services';
import { jobOwner } from './job-session';
import { runBriefingJob } from './kinds/briefing';
import { type JobContext, type JobKind, type JobOutput, type JobResult, JobStopped } from './kinds/kind';
import { fireDueSchedules } from './schedules';
import * as store from './store';

/** How the runner of one server behaves (config.jobs). */
export interface JobSettings {
  /** Jobs one server runs at once. */
  concurrency: number;
  /** How often it looks for jobs other servers queued, and for due schedules. */
  pollMs: number;
  /** How long a claim holds without renewal; renewed every third of it while the job runs. */
  leaseS: number;
  /** Days a file stays in the download centre. */
  retentionDays: number;
}

// A job whose claim lapsed this often (its server died each time) fails instead of stopping another server.
const MAX_ATTEMPTS = 3;
// Expired files are looked for at most this often.
const SWEEP_EVERY_MS = 10 * 60_000;
// How long close() waits for running jobs to notice and give their job back.
const CLOSE_WAIT_MS = 5_000;

/**
 * Runs the jobs of the download centre on this server: claims them from the database (once across every API
 * server of it), renews the claim while a job runs, writes its file under DATA_DIR/exports and marks it done
 * or failed with the reason. Woken at once by a job queued in this process; polls for the others' and for
 * due briefing schedules. Started and closed with the app, like the device and audit sweeps.
 */
export class JobRunner {
  readonly serverId = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  private timer: NodeJS.Timeout | undefined;
  private ticking: Promise<void> | undefined;
  private again = false;
  private stopping = false;
  private lastSweep = 0;
  private readonly running = new Set<Promise<void>>();
  private readonly kinds: Record<store.JobKindName, JobKind>;

  constructor(
    private readonly services: () => Services,
    readonly settings: JobSettings,
    /** The kinds besides the briefing, each from the module that owns its data (excel, import). */
    kinds: Omit<Record<store.JobKindName, JobKind>, 'briefing'>,
  ) {
    this.kinds = { ...kinds, briefing: runBriefingJob };
  }

  /** Starts polling (and looks at once). */
  start(): void {
    if (this.timer || this.stopping) return;
    this.timer = setInterval(() => this.wake(), this.settings.pollMs);
    this.timer.unref();
    this.wake();
  }

  /** Looks for work now (a job was just queued here); a look under way looks again when it ends. */
  wake(): void {
    if (!this.timer || this.stopping) return;
    if (this.ticking) {
      this.again = true;
      return;
    }
    this.ticking = this.tick().finally(() => {
      this.ticking = undefined;
      if (this.again) {
        this.again = false;
        this.wake();
      }
    });
  }

  /** Stops polling; running jobs go back to the queue for another server. */
  async close(): Promise<void> {
    this.stopping = true;
    clearInterval(this.timer);
    this.timer = undefined;
    await this.ticking;
    const all = Promise.allSettled([...this.running]);
    await Promise.race([all, new Promise((r) => setTimeout(r, CLOSE_WAIT_MS).unref())]);
  }

  private async tick(): Promise<void> {
    const services = this.services();
    const { db, log } = services;
    try {
      await fireDueSchedules(db, new Date());
      await store.failExhausted(db, MAX_ATTEMPTS);
      if (Date.now() - this.lastSweep > SWEEP_EVERY_MS) {
        this.lastSweep = Date.now();
        await sweepExpiredFiles(db, services.pictureStore);
        await sweepEndedUploads(db, services.pictureStore);
      }
      // The embedded database answers one query at a time: one job leaves it to the screens in between.
      const slots = db.kind === 'pglite' ? 1 : this.settings.concurrency;
      while (!this.stopping && this.running.size < slots) {
        const job = await store.claimJob(db, this.serverId, this.settings.leaseS, MAX_ATTEMPTS);
        if (!job) break;
        const run = this.run(job).finally(() => {
          this.running.delete(run);
          // A slot came free: the queue may hold more.
          this.wake();
        });
        this.running.add(run);
      }
    } catch (error) {
      log.warn({ err: (error as Error).message }, 'jobs: tick failed');
    }
  }

  private async run(job: store.JobRow): Promise<void> {
    const services = this.services();
    const { db, log, config, pictureStore } = services;
    const { leaseS } = this.settings;
    // A kind that streams its file (an Excel sheet) writes it here first; the finished file goes to the
    // installation's file store, which every server reads (the bucket when one is configured).
    const scratch = join(config.dataDir, 'jobs-scratch');
    const written: string[] = [];
    const lease = setInterval(
      () => {
        store.renewLease(db, job.id, this.serverId, leaseS).catch((e: Error) => {
          log.warn({ err: e.message, jobId: job.id }, 'jobs: lease renewal failed');
        });
      },
      (leaseS * 1000) / 3,
    );
    lease.unref();
    try {
      const owner = await jobOwner(db, job.userId, job.subjectId);
      const ctx: JobContext = {
        job,
        session: owner.session,
        userName: owner.userName,
        services,
        progress: async (done, total, text) => {
          if (this.stopping) throw new JobStopped();
          await store.setProgress(db, job.id, this.serverId, { done, total, text: text ?? null });
        },
        fileFor: (ext) => {
          mkdirSync(scratch, { recursive: true });
          const file = join(scratch, `${job.id}-${this.serverId}.${ext}`);
          written.push(file);
          return file;
        },
      };
      const out = await this.kinds[job.kind](ctx);
      const done = isResult(out)
        ? await store.finishJobWithResult(db, job.id, this.serverId, out.result, out.rowCount)
        : await this.storeFile(job, out, ctx);
      if (!done) log.warn({ jobId: job.id }, 'jobs: claim lost before the job finished');
    } catch (error) {
      if (error instanceof JobStopped) {
        await store.releaseJob(db, job.id, this.serverId).catch(() => undefined);
        return;
      }
      const reason = error instanceof RespError ? error.respDesc : '生成失败，请稍后重新生成';
      if (!(error instanceof RespError)) log.error({ err: error, jobId: job.id }, 'jobs: job failed');
      await store.failJob(db, job.id, this.serverId, reason).catch((e: Error) => {
        log.warn({ err: e.message, jobId: job.id }, 'jobs: could not record a failure');
      });
    } finally {
      clearInterval(lease);
      for (const f of written) rmSync(f, { force: true });
      // An import's uploaded files go once it has ended; given back to the queue, they stay for the next try.
      if (job.kind === 'import') {
        await sweepEndedUploads(db, pictureStore).catch((e: Error) => {
          log.warn({ err: e.message, jobId: job.id }, 'jobs: could not delete the uploads of an import');
        });
      }
    }
  }

  /**
   * Puts the job's file in the installation's store and marks the job done; false when another server took
   * the job over after this one's claim lapsed (it stores the same file under the same key itself).
   */
  private async storeFile(job: store.JobRow, out: Exclude<JobOutput, JobResult>, ctx: JobContext) {
    const { db, pictureStore } = this.services();
    const bytes = Buffer.from(out.bytes ?? readFileSync(ctx.fileFor(out.extension)));
    const key = fileKey(job.areaId, 'download', out.mime, String(job.id));
    await pictureStore.put(key, bytes, out.mime);
    const done = await store.finishJob(db, job.id, this.serverId, {
      filePath: key,
      fileName: out.fileName,
      mime: out.mime,
      byteSize: bytes.length,
      rowCount: out.rowCount,
      retentionDays: this.settings.retentionDays,
    });
    if (done) return true;
    // Deleted by its owner while it ran: nobody will fetch the file.
    const left = await db.query('SELECT 1 FROM data_exports WHERE id = $1', [job.id]);
    if (left.length > 0) return false;
    await pictureStore.delete(key);
    return true;
  }
}

const isResult = (out: JobOutput): out is JobResult => 'result' in out;

/** Deletes the uploaded files of the imports that have ended. */
async function sweepEndedUploads(db: Queryable, files: FileStore): Promise<void> {
  for (;;) {
    const keys = await store.takeEndedUploads(db);
    for (const k of keys) await files.delete(k);
    if (keys.length < 500) return;
  }
}

/** Deletes the files past their expiry; their rows stay, listed as 已过期. Answers how many went. */
export async function sweepExpiredFiles(db: Queryable, files: FileStore): Promise<number> {
  let n = 0;
  for (;;) {
    const gone = await store.takeExpiredFiles(db);
    for (const g of gone) await files.delete(g.filePath);
    n += gone.length;
    if (gone.length < 500) return n;
  }
}
