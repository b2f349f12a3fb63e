import type { Logger } from 'pino';
import type { AuditTrail } from './audit/trail';
import type { PolicyStore } from './auth/security-policy';
import type { SessionStore } from './auth/sessions';
import type { Config } from './config';
import type { Database } from './db/client';
import type { Devices } from './devices/service';
import type { FileSigner } from './files/signing';
import type { FileStore } from './files/store/store';
import type { Route } from './http/route';
import type { JobRunner } from './jobs/runner';
import type { LiveHub } from './live/hub';
import type { SmsProvider } from './sms/provider';

/** What handlers reach besides their request: built once per app in buildApp. */
export interface Services {
  config: Config;
  db: Database;
  log: Logger;
  /** The live channel: `services.live.publish({ topic, areaId, data })` after a commit (see live/README.md). */
  live: LiveHub;
  /** Signs /files URLs for a caller's area: `services.files.sign(url, session.scope)` (files/signing.ts). */
  files: FileSigner;
  /** Stored pictures (captures, trap and review photos) by key: DATA_DIR/files or an S3 bucket (files/store). */
  pictureStore: FileStore;
  sessions: SessionStore;
  /** The password and session policy a security administrator sets (auth/security-policy.ts). */
  policy: PolicyStore;
  /** The append-only security audit trail (audit/trail.ts); audited endpoints are recorded by the binding. */
  audit: AuditTrail;
  /** The device side: credentials, ingestion, rules, commands (devices/service.ts). */
  devices: Devices;
  sms: SmsProvider;
  /**
   * The one-time code the first-run setup page asks for (printed by the server at a start that awaits
   * setup): only who can read the server's output may set the installation up.
   */
  setupCode: string;
  /** This server's job runner (exports, briefings, schedules): `services.jobs.wake()` after queueing one. */
  jobs: JobRunner;
  /** Every bound route by path (exports run a list's own route page by page). */
  routes: ReadonlyMap<string, Route>;
}
