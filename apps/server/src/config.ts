import { resolve } from 'node:path';
import { z } from 'zod';
import { allowEntryProblem } from './net/address-policy';

const flag = (fallback: boolean) =>
  z
    .enum(['on', 'off', 'true', 'false', '1', '0'])
    .optional()
    .transform((v) => (v === undefined ? fallback : v === 'on' || v === 'true' || v === '1'));

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  DEMO: flag(true),
  DEMO_SCALE: z.coerce.number().positive().max(100).default(1),
  DEMO_TICKER: flag(true),
  // The region of an installation without the demo (a province, city or county division code); unset, the
  // first visit sets it up in the browser.
  REGION: z
    .string()
    .regex(/^\d{2}(\d{2}){0,2}$/, '省 2 位、市 4 位或县 6 位统计用区划代码')
    .optional(),
  SUBJECT_NAME: z.string().min(2).max(50).optional(),
  // The one-time code of the setup page, for automated installs and tests; otherwise a random one.
  SETUP_CODE: z.string().min(8).max(64).optional(),
  CAPTCHA: flag(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).default(120),
  SESSION_ABSOLUTE_HOURS: z.coerce.number().int().min(1).default(12),
  SESSION_MAX_PER_USER: z.coerce.number().int().min(1).default(5),
  // Signs the audit trail's hash chain; every API server of one database needs the same. Unset: a key file
  // created once in DATA_DIR.
  AUDIT_KEY: z.string().min(32, '至少 32 个字符').optional(),
  AUDIT_RETENTION_DAYS: z.coerce.number().int().min(180, '审计日志至少保留 180 天').default(180),
  // Jobs (exports, briefings): how many one server runs at once, how often it looks for others' jobs and due
  // schedules, and how many days a file stays in the download centre.
  JOBS_CONCURRENCY: z.coerce.number().int().min(1).max(4).default(2),
  JOBS_POLL_MS: z.coerce.number().int().min(200).default(3000),
  JOBS_LEASE_S: z.coerce.number().int().min(5).default(60),
  DOWNLOAD_RETENTION_DAYS: z.coerce.number().int().min(1).max(365).default(7),
  LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).default(5),
  LOGIN_LOCK_MINUTES: z.coerce.number().int().min(1).default(15),
  // How far (metres) from the parcel outline a field photo may be taken before the review screen flags it.
  FIELD_PHOTO_MAX_DISTANCE_M: z.coerce.number().int().min(1).max(100_000).default(200),
  // Whether the check app offers pictures from the phone's gallery (off: only the camera, taken on site).
  FIELD_PHOTO_GALLERY: flag(false),
  // The Tianditu browser key of the installation (a 32-character hex key from console.tianditu.gov.cn, bound
  // to the site's domain there); unset: the dictionary entry gis.tdtToken, else the offline basemap.
  TIANDITU_KEY: z
    .string()
    .regex(/^[0-9a-fA-F]{32}$/, '天地图密钥为 32 位十六进制字符')
    .optional(),
  SMS_PROVIDER: z.enum(['log', 'http']).default('log'),
  SMS_HTTP_URL: z.string().url().optional(),
  SMS_HTTP_TOKEN: z.string().optional(),
  SMS_HTTP_TEMPLATE: z.string().default('您的验证码为{code}，{minutes}分钟内有效。'),
  WEB_DIST: z.string().optional(),
  // Pictures (camera captures, trap and review photos) go to an S3-compatible bucket when these are set,
  // otherwise under DATA_DIR/files.
  FILES_S3_ENDPOINT: z.string().url('须为 http(s):// 开头的对象存储地址').optional(),
  FILES_S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, '存储桶名称为 3–63 位小写字母、数字、点或连字符')
    .optional(),
  FILES_S3_REGION: z.string().min(1).default('us-east-1'),
  FILES_S3_ACCESS_KEY: z.string().min(1).optional(),
  FILES_S3_SECRET_KEY: z.string().min(1).optional(),
  FILES_S3_PATH_STYLE: flag(true),
  // Devices: the embedded MQTT broker (MQTT=off: none), or MQTT_URL's external broker instead of it.
  MQTT: flag(true),
  MQTT_PORT: z.coerce.number().int().min(0).max(65535).default(1883),
  MQTT_HOST: z.string().optional(),
  MQTT_URL: z
    .string()
    .regex(
      /^(mqtts?|tcp|ssl|wss?):\/\/[^\s]+$/,
      '须为 mqtt://、mqtts://、ws:// 或 wss:// 开头的 MQTT 服务器地址',
    )
    .optional(),
  MQTT_USERNAME: z.string().min(1).optional(),
  MQTT_PASSWORD: z.string().min(1).optional(),
  MQTT_SHARE_GROUP: z
    .string()
    .regex(/^[A-Za-z0-9_-]{0,40}$/, '共享订阅分组名为字母、数字、下划线或连字符')
    .default('fengshou'),
  MQTT_AUTH_SECRET: z.string().min(16, '至少 16 个字符').optional(),
  // The site is reached over https (TLS at nginx): answers carry HSTS (docs/deploy.md).
  HSTS: flag(false),
  // Origins pages may load from besides this server and the built-in map services (a media server's
  // streams, a tile service of an area's own), space-separated.
  CSP_EXTRA_HOSTS: z
    .string()
    .regex(/^\s*(https?:\/\/(\*\.)?[A-Za-z0-9.-]+(:\d{1,5})?\s*)*$/, '以空格分隔的 http(s)://主机[:端口]')
    .default(''),
  // Intranet services the server may request on a user's word (an imagery server at 10.x, a wvp platform):
  // comma-separated CIDRs, addresses and host names (.example.gov.cn for a domain); all else must be public.
  OUTBOUND_ALLOW: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((e) => e.trim())
        .filter(Boolean),
    )
    .superRefine((entries, ctx) => {
      for (const e of entries) {
        const problem = allowEntryProblem(e);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      }
    }),
  VALIDATE_RESPONSES: flag(false),
  TEST_HOOKS: flag(false),
});

/** An S3-compatible bucket that holds the pictures (FILES_S3_*). */
export interface S3Settings {
  endpoint: string;
  bucket: string;
  region: string;
  accessKey: string;
  secretKey: string;
  /** `endpoint/bucket/key` (MinIO) rather than `bucket.endpoint/key` (OSS, COS, OBS). */
  pathStyle: boolean;
}

const S3_REQUIRED = [
  'FILES_S3_ENDPOINT',
  'FILES_S3_BUCKET',
  'FILES_S3_ACCESS_KEY',
  'FILES_S3_SECRET_KEY',
] as const;

/** The bucket when any FILES_S3_* names one; all four of S3_REQUIRED, or a clear refusal. */
function s3Settings(e: z.infer<typeof envSchema>): S3Settings | undefined {
  const given = S3_REQUIRED.filter((k) => e[k] !== undefined);
  if (given.length === 0) return undefined;
  const missing = S3_REQUIRED.filter((k) => e[k] === undefined);
  if (missing.length)
    throw new Error(
      `配置错误: 图片使用对象存储时须同时设置 ${S3_REQUIRED.join('、')}，缺少 ${missing.join('、')}`,
    );
  if (!/^https?:$/.test(new URL(e.FILES_S3_ENDPOINT!).protocol))
    throw new Error('配置错误: FILES_S3_ENDPOINT 须为 http:// 或 https:// 地址');
  return {
    endpoint: e.FILES_S3_ENDPOINT!,
    bucket: e.FILES_S3_BUCKET!,
    region: e.FILES_S3_REGION,
    accessKey: e.FILES_S3_ACCESS_KEY!,
    secretKey: e.FILES_S3_SECRET_KEY!,
    pathStyle: e.FILES_S3_PATH_STYLE,
  };
}

/** Where devices' MQTT messages come in (docs/devices.md). */
export interface MqttSettings {
  /** MQTT=off: no broker and no external client (devices use HTTP). */
  enabled: boolean;
  /** The embedded broker's port (0: any free port) and address. */
  port: number;
  host: string;
  /** An external broker (EMQX, Mosquitto): the server connects as a client and starts no broker of its own. */
  url: string | undefined;
  /** The server's own login on the external broker. */
  username: string | undefined;
  password: string | undefined;
  /** Share group of the server's subscriptions on the external broker ('' subscribes without one). */
  shareGroup: string;
  /** Shared secret of the external broker's HTTP authentication requests; unset, those endpoints are off. */
  authSecret: string | undefined;
}

/** Everything the server reads from its environment, validated once. */
export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  demo: boolean;
  /** Size of the demo seed of a first start (1 = the default demo county; tests use less). */
  demoScale: number;
  /** Demo mode writes new sensor readings every minute (off where a test compares the data). */
  demoTicker: boolean;
  /**
   * Without the demo, the first start sets up this region's subject (division code) under this name; without
   * a region it waits for the setup page.
   */
  region: { code: string; subjectName?: string } | undefined;
  /** The setup page's one-time code when set (SETUP_CODE); otherwise each start draws one. */
  setupCode: string | undefined;
  captcha: boolean;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  session: { idleMinutes: number; absoluteHours: number; maxPerUser: number };
  login: { maxFailures: number; lockMinutes: number };
  /** The job runner of each server (jobs/runner.ts). */
  jobs: { concurrency: number; pollMs: number; leaseS: number; retentionDays: number };
  /** The audit trail's signing key (undefined: DATA_DIR/audit.key) and how long events are kept. */
  audit: { key: string | undefined; retentionDays: number };
  sms: { provider: 'log' | 'http'; httpUrl?: string; httpToken?: string; template: string };
  /** The Tianditu key the maps use (TIANDITU_KEY), before the dictionary's gis.tdtToken. */
  tiandituKey: string | undefined;
  /** Built SPA to serve at /, when present. */
  webDist: string;
  /** The bucket of the pictures; undefined: they are files under `dataDir/files`. */
  filesS3: S3Settings | undefined;
  mqtt: MqttSettings;
  /** Security headers: HSTS behind TLS, and the origins the pages' CSP admits beyond the map services. */
  headers: { hsts: boolean; extraHosts: string[] };
  /** Outbound requests to user-given addresses: the networks and hosts allowed besides public ones. */
  outbound: { allow: string[] };
  /** Check every answer against its contract schema (tests); production trusts the typed handlers. */
  validateResponses: boolean;
  /**
   * Routes under /api/test/ that end-to-end tests and benchmarks use to cause what the demo does on its own
   * time (an alarm the ticker would raise); never on in production.
   */
  testHooks: boolean;
  /** Metres from the parcel beyond which a field photo is flagged to the reviewer. */
  fieldPhotoMaxDistanceM: number;
  /** The check app offers the phone's gallery beside the camera. */
  fieldPhotoGallery: boolean;
};

/** The only place that reads process.env (ARCHITECTURE.md). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const fields = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`配置错误 (environment): ${fields}`);
  }
  const e = parsed.data;
  if ((e.MQTT_USERNAME === undefined) !== (e.MQTT_PASSWORD === undefined))
    throw new Error('配置错误: MQTT_USERNAME 与 MQTT_PASSWORD 须同时设置');
  if (e.SMS_PROVIDER === 'http' && !e.SMS_HTTP_URL)
    throw new Error('配置错误: SMS_PROVIDER=http 需要 SMS_HTTP_URL');
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    demo: e.DEMO,
    demoScale: e.DEMO_SCALE,
    demoTicker: e.DEMO_TICKER,
    region: e.REGION ? { code: e.REGION, subjectName: e.SUBJECT_NAME } : undefined,
    setupCode: e.SETUP_CODE,
    captcha: e.CAPTCHA,
    logLevel: e.LOG_LEVEL,
    session: {
      idleMinutes: e.SESSION_IDLE_MINUTES,
      absoluteHours: e.SESSION_ABSOLUTE_HOURS,
      maxPerUser: e.SESSION_MAX_PER_USER,
    },
    login: { maxFailures: e.LOGIN_MAX_FAILURES, lockMinutes: e.LOGIN_LOCK_MINUTES },
    jobs: {
      concurrency: e.JOBS_CONCURRENCY,
      pollMs: e.JOBS_POLL_MS,
      leaseS: e.JOBS_LEASE_S,
      retentionDays: e.DOWNLOAD_RETENTION_DAYS,
    },
    audit: { key: e.AUDIT_KEY, retentionDays: e.AUDIT_RETENTION_DAYS },
    tiandituKey: e.TIANDITU_KEY,
    sms: {
      provider: e.SMS_PROVIDER,
      httpUrl: e.SMS_HTTP_URL,
      httpToken: e.SMS_HTTP_TOKEN,
      template: e.SMS_HTTP_TEMPLATE,
    },
    webDist: resolve(e.WEB_DIST ?? new URL('../../web/dist', import.meta.url).pathname),
    filesS3: s3Settings(e),
    mqtt: {
      enabled: e.MQTT,
      port: e.MQTT_PORT,
      host: e.MQTT_HOST ?? e.HOST,
      url: e.MQTT_URL,
      username: e.MQTT_USERNAME,
      password: e.MQTT_PASSWORD,
      shareGroup: e.MQTT_SHARE_GROUP,
      authSecret: e.MQTT_AUTH_SECRET,
    },
    headers: { hsts: e.HSTS, extraHosts: e.CSP_EXTRA_HOSTS.split(/\s+/).filter(Boolean) },
    outbound: { allow: e.OUTBOUND_ALLOW },
    validateResponses: e.VALIDATE_RESPONSES,
    testHooks: e.TEST_HOOKS,
    fieldPhotoMaxDistanceM: e.FIELD_PHOTO_MAX_DISTANCE_M,
    fieldPhotoGallery: e.FIELD_PHOTO_GALLERY,
  };
}

/** A config for tests: defaults with overrides, no environment. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({
      LOG_LEVEL: 'silent',
      CAPTCHA: 'off',
      VALIDATE_RESPONSES: 'on',
      AUDIT_KEY: 'fengshou-test-audit-key-not-for-production',
    }),
    ...overrides,
  };
}
