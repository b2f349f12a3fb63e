import type { Session } from '../../auth/sessions';
import type { Services } from '../../services';
import type { JobRow } from '../store';

/** What a running job is given. */
export interface JobContext {
  job: JobRow;
  /** The owner's session, read from the database when the job starts (job-session.ts). */
  session: Session;
  /** The owner's name, for the watermark. */
  userName: string;
  services: Services;
  /** Records progress (the list shows it); also where a job stops when its server is closing. */
  progress(done: number, total: number, text?: string): Promise<void>;
  /** The absolute path to write a file of this extension to (a kind that streams its file writes it there). */
  fileFor(extension: string): string;
}

/** The file a job made. `bytes` absent: the kind wrote the file at fileFor(extension) itself. */
export interface JobFile {
  extension: string;
  mime: string;
  fileName: string;
  rowCount: number;
  bytes?: Uint8Array;
}

/** What a job that makes no file (an import) found, kept in its row for the caller to read. */
export interface JobResult {
  result: Record<string, unknown>;
  rowCount: number;
}

/** What a job made: a file for the download centre, or a result. */
export type JobOutput = JobFile | JobResult;

/** One kind of job (excel, briefing, import). */
export type JobKind = (ctx: JobContext) => Promise<JobOutput>;

/** Thrown out of progress() when the server is closing: the job goes back to the queue for another server. */
export class JobStopped extends Error {
  constructor() {
    super('job stopped: server closing');
  }
}
