import { resolve } from 'node:path';
import { z } from 'zod';

/** A week of draws in about a minute; faster, one scheduler tick would skip whole rounds. */
export const MAX_CLOCK_RATE = 10_000;

/**
 * Every setting the server reads, validated once at start. `.env.example` documents each
 * one; a bad value stops the server with a message naming the variable.
 */
const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  /** Connections each process keeps to PostgreSQL (read by data-source.ts; checked here at start). */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(2).max(500).default(20),
  /** How long connecting, or waiting for a free connection, may take before the answer is 503. */
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  EVENTSTORE_URL: z
    .string()
    .regex(/^(kurrentdb|esdb|kdb)(\+discover)?:\/\//, 'must be a kurrentdb:// or esdb:// connection string')
    .optional(),
  /**
   * Which proxies may set X-Forwarded-For (rate limits count by client address):
   * unset/false trusts none, true trusts any (only behind a proxy that overwrites the
   * header), otherwise a comma list of addresses or CIDR ranges of the load balancers.
   */
  TRUST_PROXY: z
    .string()
    .regex(/^(true|false|[0-9a-fA-F.:/]+(,[0-9a-fA-F.:/]+)*)$/, 'must be true, false or a comma list of addresses/CIDRs')
    .default('false')
    .transform((v): boolean | string[] => (v === 'true' ? true : v === 'false' ? false : v.split(','))),
  /** Registrations one client address may start in an hour (identity/quotas/quotas.ts). */
  REGISTRATIONS_PER_ADDRESS_PER_HOUR: z.coerce.number().int().min(1).default(10),
  /** The most one deposit or withdrawal request may ask for, in rupees (money-requests). */
  MONEY_REQUEST_MAX_RUPEES: z.coerce.number().int().min(1).max(100_000_000).default(100_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ADMIN_USERNAME: z.string().min(3).optional(),
  ADMIN_PASSWORD: z.string().min(8).optional(),
  /** A read-only auditor created at start if missing (both or neither; development: auditor / Auditor@12345). */
  AUDITOR_USERNAME: z.string().min(3).optional(),
  AUDITOR_PASSWORD: z.string().min(8).optional(),
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL').optional(),
  MAIL_FROM: z.string().min(3).default('Fairdraw <no-reply@fairdraw.local>'),
  MAIL_OUTBOX_DIR: z.string().min(1).optional(),
  PUBLIC_URL: z.string().url().optional(),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  FIREBASE_SERVICE_ACCOUNT: z.string().min(1).optional(),
  FIREBASE_WEB_CONFIG: z.string().min(1).optional(),
  FIREBASE_VAPID_KEY: z.string().min(1).optional(),
  /**
   * The result source of each period no admin has set: auto (the default) the server's RNG,
   * manual witnessed draws entered by one admin and approved by another. An admin's
   * setting always wins; each round declares its source when it opens.
   */
  RESULT_MODE: z.enum(['auto', 'manual']).default('auto'),
  /**
   * drand HTTP relays (e.g. https://api.drand.sh), comma-separated, tried in turn, whose
   * beacon the RNG draws mix in; with DRAND_CHAIN_INFO.
   */
  DRAND_URL: z
    .string()
    .regex(/^https?:\/\/[^\s,]+(,https?:\/\/[^\s,]+)*$/, 'must be one or more http:// or https:// URLs, comma-separated')
    .transform((list) => list.split(',').map((url) => url.replace(/\/+$/, '')).join(','))
    .optional(),
  /**
   * public-beacon (the default): in production the server needs DRAND_URL and
   * DRAND_CHAIN_INFO. operator-trusted: it may draw without a beacon, and every such
   * draw's proof says the operator could have influenced it.
   */
  FAIRNESS_MODE: z.enum(['public-beacon', 'operator-trusted']).default('public-beacon'),
  /** The chain's /info JSON (its public key, period, genesis time, hash and scheme); with DRAND_URL. */
  DRAND_CHAIN_INFO: z
    .string()
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: "must be the chain's /info JSON" });
        return z.NEVER;
      }
    })
    .pipe(
      z.object(
        {
          public_key: z.string().regex(/^[0-9a-f]{192}$/, 'must be a G2 public key (96 bytes in hex)'),
          period: z.number().int().min(1).max(3600),
          genesis_time: z.number().int().min(1),
          hash: z.string().regex(/^[0-9a-f]{64}$/, 'must be the chain hash (32 bytes in hex)'),
          schemeID: z.literal('bls-unchained-g1-rfc9380', 'must be bls-unchained-g1-rfc9380 (the quicknet scheme)'),
        },
        { error: "must be the chain's /info JSON" },
      ),
    )
    .transform((info): DrandChainInfo => ({
      publicKey: info.public_key, period: info.period, genesisTime: info.genesis_time, hash: info.hash, schemeID: info.schemeID,
    }))
    .optional(),
  SCHEDULER_ENABLED: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  /** Time control for development and tests (shared/clock/scaled-clock.ts); refused in production. */
  CLOCK_START: z.iso.datetime({
    offset: true,
    error: 'must be an ISO-8601 time with seconds and a time zone, e.g. 2026-01-05T13:59:00+05:30',
  }).optional(),
  CLOCK_RATE: z
    .string()
    .regex(/^\d+(\.\d+)?$/, `must be a positive number of clock seconds per real second, at most ${MAX_CLOCK_RATE}`)
    .transform(Number)
    .refine((rate) => rate > 0 && rate <= MAX_CLOCK_RATE, `must be a positive number of clock seconds per real second, at most ${MAX_CLOCK_RATE}`)
    .optional(),
});

export type RawConfig = z.infer<typeof schema>;

/** A drand chain as its /info describes it (times in seconds). */
export interface DrandChainInfo {
  publicKey: string;
  period: number;
  genesisTime: number;
  hash: string;
  schemeID: 'bls-unchained-g1-rfc9380';
}

export interface AppConfig extends RawConfig {
  /** DRAND_URL's relays, in the order they are tried (none without a beacon). */
  drandUrls: string[];
  /** Absolute DATA_DIR: everything the product writes locally lives below it. */
  dataDir: string;
  mailOutboxDir: string;
  uploadsDir: string;
  /** The address printed at start and used in mailed links. */
  publicUrl: string;
}

export class ConfigError extends Error {}

/** Settings no longer read: refused with what replaced them, so an operator's old .env does not silently mean something else. */
const RETIRED: ReadonlyArray<readonly [string, string]> = [
  ['DRAND_MAX_WAIT_SECONDS', 'no longer read: a draw waits for its committed beacon round however long it takes'],
];

/** Blank variables count as unset, so `FOO=` in a .env file means "use the default". */
function withoutBlanks(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== '')) as Record<
    string,
    string
  >;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = schema.safeParse(withoutBlanks(env));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const raw = parsed.data;
  if ((raw.DRAND_URL === undefined) !== (raw.DRAND_CHAIN_INFO === undefined)) {
    const missing = raw.DRAND_URL === undefined ? 'DRAND_URL' : 'DRAND_CHAIN_INFO';
    throw new ConfigError(`Invalid configuration:\n  ${missing}: required with ${missing === 'DRAND_URL' ? 'DRAND_CHAIN_INFO' : 'DRAND_URL'} (both or neither)`);
  }
  if ((raw.AUDITOR_USERNAME === undefined) !== (raw.AUDITOR_PASSWORD === undefined)) {
    const missing = raw.AUDITOR_USERNAME === undefined ? 'AUDITOR_USERNAME' : 'AUDITOR_PASSWORD';
    throw new ConfigError(`Invalid configuration:\n  ${missing}: required with ${missing === 'AUDITOR_USERNAME' ? 'AUDITOR_PASSWORD' : 'AUDITOR_USERNAME'} (both or neither)`);
  }
  const retired = RETIRED.filter(([name]) => env[name] !== undefined && env[name] !== '');
  if (retired.length > 0) throw new ConfigError(`Invalid configuration:\n${retired.map(([name, why]) => `  ${name}: ${why}`).join('\n')}`);
  if (raw.NODE_ENV === 'production') {
    const missing: (keyof RawConfig)[] = (['JWT_SECRET', 'ADMIN_USERNAME', 'ADMIN_PASSWORD'] as const).filter((k) => !raw[k]);
    // Without a public beacon the operator, who holds each seed, could steer results.
    if (raw.FAIRNESS_MODE !== 'operator-trusted') missing.push(...(['DRAND_URL', 'DRAND_CHAIN_INFO'] as const).filter((k) => !raw[k]));
    // A moved clock would open, close and draw real players' rounds at the wrong times.
    const timeControl = (['CLOCK_START', 'CLOCK_RATE'] as const).filter((k) => raw[k] !== undefined);
    const problems = [
      ...missing.map((k) => `  ${k}: required in production${k.startsWith('DRAND') ? ' (a public randomness beacon), unless FAIRNESS_MODE=operator-trusted' : ''}`),
      ...timeControl.map((k) => `  ${k}: not allowed in production (time control is for development and tests)`),
    ];
    if (problems.length > 0) throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const dataDir = resolve(raw.DATA_DIR);
  return {
    ...raw,
    drandUrls: raw.DRAND_URL ? raw.DRAND_URL.split(',') : [],
    dataDir,
    mailOutboxDir: resolve(raw.MAIL_OUTBOX_DIR ?? resolve(dataDir, 'outbox')),
    uploadsDir: resolve(dataDir, 'uploads'),
    publicUrl: raw.PUBLIC_URL ?? `http://localhost:${raw.PORT}`,
  };
}

/** Nest injection token for the validated configuration. */
export const APP_CONFIG = Symbol('APP_CONFIG');
