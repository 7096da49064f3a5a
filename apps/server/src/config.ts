import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { FEATURE_FLAGS, type TFeatureFlag } from '@portal/domain';
import { z } from 'zod';
import type { TS3StorageOptions } from './integrations/storage/s3-storage.ts';
import type { TTranslationConfig } from './integrations/translation/engines.ts';
import { DEFAULT_PLAN_CACHE_MODE, PLAN_CACHE_MODES, type TPlanCacheMode } from './platform/db.ts';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const bool = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'])
    .optional()
    .transform((v) => (v === undefined ? fallback : ['true', '1', 'yes'].includes(v)));

const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().optional(),
  DATABASE_URL: z.string().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  DATABASE_PLAN_CACHE_MODE: z.enum(PLAN_CACHE_MODES).default(DEFAULT_PLAN_CACHE_MODE),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Manuscript Services <no-reply@localhost>'),
  SUPPORT_EMAIL: z.email().default('support@example.org'),
  SITE_LOCALIZATION: z.string().default('us'),
  CONSENT_SCRIPT_URL: z.url().optional(),
  PREPRINT_CAMPAIGN_URL: z.url().optional(),
  /** The new site of the automated tools: /rubriq… goes there while rubriq_ui_hosted_on_new_site is on. */
  RUBRIQ_SITE_URL: z.url().optional(),
  ENABLED_FEATURES: z.string().default('prepay_enabled,upload_files_ui,show_express_service_options,service_bundles,captcha'),
  ALLOW_ANONYMOUS_LANGUAGE_ASSESSMENT: z.string().optional(),
  SEED_DEMO: z.string().optional(),
  MAILBOX_ENABLED: z.string().optional(),
  MAILBOX_ALLOW_REMOTE: z.string().optional(),
  SANDBOX_ALLOW_REMOTE: z.string().optional(),
  RUN_WORKER: z.string().optional(),
  DRILL_POISON_JOBS: z.string().optional(),
  JOB_LEASE_SECONDS: z.coerce.number().int().min(2).max(3600).default(30),
  QUERY_STATS: z.string().optional(),
  READ_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  READ_CACHE_MB: z.coerce.number().int().min(1).max(4096).default(64),
  API_DOCS: z.string().optional(),
  /** 32 bytes, base64: seals the authenticator-app secrets (modules/two-factor/secret-box.ts). */
  TWO_FACTOR_KEY: z
    .string()
    .optional()
    .refine((v) => v === undefined || Buffer.from(v, 'base64').length === 32, { message: 'must be 32 bytes in base64' }),
  SESSION_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  MAX_UPLOAD_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(2 * 1024 ** 3)
    .default(50 * 1024 ** 2),
  STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  FILES_DIR: z.string().optional(),
  S3_BUCKET: z.string().min(1).optional(),
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: z.string().optional(),
  CJK_FONT_DIR: z.string().default('/usr/share/fonts/opentype/noto'),
  PROVIDER_NAME: z.string().min(1).default('Manuscript Services'),
  PROVIDER_ADDRESS: z.string().default('200 Scholar Way, Suite 400|Durham, NC 27701|United States'),
  // Digital translation engines (docs/operations.md): in order of preference; a pair none offers is not offered.
  TRANSLATION_ENGINES: z
    .string()
    .default('apertium')
    .transform((v) =>
      v
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.enum(['apertium', 'libretranslate', 'deepl']))),
  TRANSLATION_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(300),
  APERTIUM_COMMAND: z.string().min(1).default('apertium'),
  LIBRETRANSLATE_URL: z.url().optional(),
  LIBRETRANSLATE_API_KEY: z.string().min(1).optional(),
  DEEPL_API_KEY: z.string().min(1).optional(),
  DEEPL_API_URL: z.url().optional(),
});

/** A bucket needs its name; keys come as a pair or not at all (then the SDK's own credential chain decides). */
const ZCheckedEnv = ZEnv.superRefine((e, context) => {
  if (e.NODE_ENV === 'production' && !e.TWO_FACTOR_KEY)
    context.addIssue({ code: 'custom', path: ['TWO_FACTOR_KEY'], message: 'required in production' });
  if (e.TRANSLATION_ENGINES.includes('libretranslate') && !e.LIBRETRANSLATE_URL)
    context.addIssue({
      code: 'custom',
      path: ['LIBRETRANSLATE_URL'],
      message: 'required with TRANSLATION_ENGINES=libretranslate',
    });
  if (e.TRANSLATION_ENGINES.includes('deepl') && !e.DEEPL_API_KEY)
    context.addIssue({ code: 'custom', path: ['DEEPL_API_KEY'], message: 'required with TRANSLATION_ENGINES=deepl' });
  if (e.STORAGE_DRIVER !== 's3') return;
  if (!e.S3_BUCKET) context.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'required with STORAGE_DRIVER=s3' });
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY))
    context.addIssue({
      code: 'custom',
      path: ['S3_SECRET_ACCESS_KEY'],
      message: 'give S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together',
    });
});

export type TConfig = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  publicUrl: string;
  isSecureCookie: boolean;
  dataDir: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  databasePlanCacheMode: TPlanCacheMode;
  /** The read cache (platform/read-cache.ts): how long an answer may serve (0: off), and its memory. */
  readCache: { seconds: number; maxBytes: number };
  smtpUrl: string | undefined;
  mailFrom: string;
  /** The support team's mailbox: proofs of payment and researchers' messages about an order go there. */
  supportEmail: string;
  siteLocalization: string;
  consentScriptUrl: string | null;
  /** The preprint campaign the order page links to (English and Chinese sites only); null: no campaign. */
  preprintCampaignUrl: string | null;
  rubriqSiteUrl: string | null;
  featureFlags: Record<TFeatureFlag, boolean>;
  /** Visitors may run the grammar check without signing in (behind the captcha when its flag is on). */
  allowsAnonymousLanguageAssessment: boolean;
  seedDemo: boolean;
  isMailboxEnabled: boolean;
  /** Serve the mailbox to clients other than this machine (a development container reached from its host). */
  isMailboxRemoteAllowed: boolean;
  /**
   * Serve the sandbox providers' pages (payments, OpenID, WeChat) and the mailbox to clients other than this
   * machine. They sign anyone in as anyone and approve any payment, so only on a network only you use.
   */
  isSandboxRemoteAllowed: boolean;
  runWorker: boolean;
  /** How long a running job's claim lasts without renewal before another worker takes the job over. */
  jobLeaseSeconds: number;
  /** The crash drill's poison job kind (a job that aborts its process); never in production. */
  hasDrillPoisonJobs: boolean;
  /** Count SQL statements per request and answer them in Server-Timing (benchmark, diagnosis). */
  isQueryStatsEnabled: boolean;
  /** The OpenAPI document and its browsable page at /api/docs. */
  isApiDocsEnabled: boolean;
  sessionDays: number;
  /** Seals authenticator-app secrets; null outside production without TWO_FACTOR_KEY: one is kept in the database. */
  twoFactorKey: Buffer | null;
  logLevel: string;
  webDist: string;
  /** Largest accepted upload, in bytes. */
  maxUploadBytes: number;
  /** Where uploaded files live: a folder on the local disk, or a bucket of an S3-compatible object store. */
  storage: { driver: 'local'; root: string } | ({ driver: 's3' } & TS3StorageOptions);
  /** The folder holding NotoSansCJK-{Regular,Bold}.ttc for price-quote PDFs. */
  cjkFontDir: string;
  /** The company named on price quotes, and its postal address, one line per entry. */
  provider: { name: string; addressLines: string[] };
  /** The digital translation engines, in order of preference. */
  translation: TTranslationConfig;
};

type TEnv = z.infer<typeof ZEnv>;

function storageOf(e: TEnv, baseDir: string, dataDir: string): TConfig['storage'] {
  if (e.STORAGE_DRIVER === 'local')
    return { driver: 'local', root: e.FILES_DIR ? path.resolve(baseDir, e.FILES_DIR) : path.join(dataDir, 'files') };
  return {
    driver: 's3',
    bucket: e.S3_BUCKET ?? '',
    region: e.S3_REGION,
    endpoint: e.S3_ENDPOINT,
    credentials:
      e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
        : undefined,
    forcePathStyle: bool(false).parse(e.S3_FORCE_PATH_STYLE),
  };
}

/** Reads the environment once at start; fails listing every wrong variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): TConfig {
  const parsed = ZCheckedEnv.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${lines}`);
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === 'production';
  const publicUrl = e.PUBLIC_URL ?? `http://localhost:${e.PORT}`;
  const baseDir = env.INIT_CWD ?? process.cwd();
  const dataDir = e.DATA_DIR ? path.resolve(baseDir, e.DATA_DIR) : path.join(REPO_ROOT, 'data');
  const enabled = new Set(e.ENABLED_FEATURES.split(',').map((f) => f.trim()));
  // WeChat QR sign-in runs on its sandbox provider, which exists only outside production (decisions: WeChat QR sign-in).
  if (env.ENABLED_FEATURES === undefined && !isProduction) enabled.add('wechat_sso');
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    isSecureCookie: publicUrl.startsWith('https:'),
    dataDir,
    databaseUrl: e.DATABASE_URL || undefined,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    databasePlanCacheMode: e.DATABASE_PLAN_CACHE_MODE,
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM,
    supportEmail: e.SUPPORT_EMAIL,
    siteLocalization: e.SITE_LOCALIZATION,
    consentScriptUrl: e.CONSENT_SCRIPT_URL ?? null,
    preprintCampaignUrl: e.PREPRINT_CAMPAIGN_URL ?? null,
    rubriqSiteUrl: e.RUBRIQ_SITE_URL ?? null,
    featureFlags: Object.fromEntries(FEATURE_FLAGS.map((f) => [f, enabled.has(f)])) as Record<TFeatureFlag, boolean>,
    allowsAnonymousLanguageAssessment: bool(true).parse(e.ALLOW_ANONYMOUS_LANGUAGE_ASSESSMENT),
    seedDemo: bool(!isProduction).parse(e.SEED_DEMO),
    isMailboxEnabled: bool(!isProduction).parse(e.MAILBOX_ENABLED) && !isProduction,
    // The sandboxes already sign anyone in as anyone: opening them opens the mailbox too.
    isMailboxRemoteAllowed: bool(false).parse(e.MAILBOX_ALLOW_REMOTE) || bool(false).parse(e.SANDBOX_ALLOW_REMOTE),
    isSandboxRemoteAllowed: bool(false).parse(e.SANDBOX_ALLOW_REMOTE),
    runWorker: bool(true).parse(e.RUN_WORKER),
    jobLeaseSeconds: e.JOB_LEASE_SECONDS,
    hasDrillPoisonJobs: bool(false).parse(e.DRILL_POISON_JOBS) && !isProduction,
    isQueryStatsEnabled: bool(false).parse(e.QUERY_STATS),
    readCache: { seconds: e.READ_CACHE_SECONDS, maxBytes: e.READ_CACHE_MB * 1024 * 1024 },
    isApiDocsEnabled: bool(true).parse(e.API_DOCS),
    sessionDays: e.SESSION_DAYS,
    twoFactorKey: e.TWO_FACTOR_KEY ? Buffer.from(e.TWO_FACTOR_KEY, 'base64') : null,
    logLevel: e.LOG_LEVEL,
    webDist: e.WEB_DIST ? path.resolve(baseDir, e.WEB_DIST) : path.join(REPO_ROOT, 'apps/web/dist'),
    maxUploadBytes: e.MAX_UPLOAD_BYTES,
    storage: storageOf(e, baseDir, dataDir),
    cjkFontDir: e.CJK_FONT_DIR,
    provider: {
      name: e.PROVIDER_NAME,
      addressLines: e.PROVIDER_ADDRESS.split('|')
        .map((line) => line.trim())
        .filter(Boolean),
    },
    translation: {
      engines: e.TRANSLATION_ENGINES,
      apertiumCommand: e.APERTIUM_COMMAND,
      libreTranslate: e.LIBRETRANSLATE_URL ? { url: e.LIBRETRANSLATE_URL, apiKey: e.LIBRETRANSLATE_API_KEY ?? null } : null,
      deepl: e.DEEPL_API_KEY ? { apiKey: e.DEEPL_API_KEY, url: e.DEEPL_API_URL ?? null } : null,
      timeoutMs: e.TRANSLATION_TIMEOUT_SECONDS * 1000,
    },
  };
}
