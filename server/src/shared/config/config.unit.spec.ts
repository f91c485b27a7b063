import { resolve } from 'node:path';
import { ConfigError, MAX_CLOCK_RATE, loadConfig } from './config.js';

describe('configuration', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.dataDir).toBe(resolve('./data'));
    expect(config.mailOutboxDir).toBe(resolve('./data/outbox'));
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('treats blank variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).PORT).toBe(3000);
  });

  it('keeps everything local under DATA_DIR', () => {
    const config = loadConfig({ DATA_DIR: '/tmp/fd-a', PORT: '4100' });
    expect(config.mailOutboxDir).toBe('/tmp/fd-a/outbox');
    expect(config.uploadsDir).toBe('/tmp/fd-a/uploads');
    expect(config.publicUrl).toBe('http://localhost:4100');
  });

  it('names the variable that is wrong', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL: must be a postgres:\/\/ URL/);
    expect(() => loadConfig({ JWT_SECRET: 'short' })).toThrow(/JWT_SECRET: must be at least 32 characters/);
    expect(() => loadConfig({ DATABASE_POOL_SIZE: '0' })).toThrow(/DATABASE_POOL_SIZE/);
    expect(() => loadConfig({ DATABASE_CONNECT_TIMEOUT_MS: 'soon' })).toThrow(/DATABASE_CONNECT_TIMEOUT_MS/);
    expect(loadConfig({ DATABASE_CONNECT_TIMEOUT_MS: '2500' }).DATABASE_CONNECT_TIMEOUT_MS).toBe(2500);
  });

  it('trusts no proxy unless told which', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8,127.0.0.1' }).TRUST_PROXY).toEqual(['10.0.0.0/8', '127.0.0.1']);
    expect(() => loadConfig({ TRUST_PROXY: 'everyone' })).toThrow(/TRUST_PROXY/);
  });

  it('refuses production without a JWT secret and the first admin', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /JWT_SECRET: required in production[\s\S]*ADMIN_USERNAME: required in production[\s\S]*ADMIN_PASSWORD: required in production/,
    );
    const config = loadConfig({
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(32),
      ADMIN_USERNAME: 'owner',
      ADMIN_PASSWORD: 'Str0ng!pass',
      FAIRNESS_MODE: 'operator-trusted',
    });
    expect(config.NODE_ENV).toBe('production');
  });
});

describe('fairness in production (FAIRNESS_MODE)', () => {
  const production = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32), ADMIN_USERNAME: 'owner', ADMIN_PASSWORD: 'Str0ng!pass' };
  const QUICKNET_INFO = JSON.stringify({
    public_key: '83cf0f2896adee7eb8b5f01fcad3912212c437e0073e911fb90022d3e760183c8c4b450b6a0a6c3ac6a5776a2d1064510d1fec758c921cc22b0e17e63aaf4bcb5ed66304de9cf809bd274ca73bab4af5a6e9c76a4bc09e76eae8991ef5ece45a',
    period: 3, genesis_time: 1692803367, hash: '52db9ba70e0cc0f6eaf7803dd07447a1f5477735fd3f661792ba94600c84e971', schemeID: 'bls-unchained-g1-rfc9380',
  });

  it('refuses production without a public beacon, naming both variables and the way out', () => {
    expect(() => loadConfig(production)).toThrow(
      /DRAND_URL: required in production \(a public randomness beacon\), unless FAIRNESS_MODE=operator-trusted[\s\S]*DRAND_CHAIN_INFO: required in production/,
    );
  });
  it('starts in production with a beacon, or without one when the operator says results trust it', () => {
    expect(loadConfig({ ...production, DRAND_URL: 'https://api.drand.sh', DRAND_CHAIN_INFO: QUICKNET_INFO }).FAIRNESS_MODE).toBe('public-beacon');
    expect(loadConfig({ ...production, FAIRNESS_MODE: 'operator-trusted' }).FAIRNESS_MODE).toBe('operator-trusted');
  });
  it('refuses another fairness mode', () => {
    expect(() => loadConfig({ FAIRNESS_MODE: 'trust-me' })).toThrow(/FAIRNESS_MODE/);
  });
  it('outside production, needs no beacon (development draws say the operator could have influenced them)', () => {
    expect(loadConfig({}).FAIRNESS_MODE).toBe('public-beacon');
    expect(loadConfig({}).drandUrls).toEqual([]);
  });
});

describe('time control (CLOCK_START, CLOCK_RATE)', () => {
  it('is off unless set', () => {
    const config = loadConfig({});
    expect(config.CLOCK_START).toBeUndefined();
    expect(config.CLOCK_RATE).toBeUndefined();
    expect(loadConfig({ CLOCK_START: '', CLOCK_RATE: '' }).CLOCK_RATE).toBeUndefined();
  });

  it('takes an ISO-8601 time with a zone and a positive rate', () => {
    const config = loadConfig({ CLOCK_START: '2026-01-05T13:59:00+05:30', CLOCK_RATE: '60' });
    expect(config.CLOCK_START).toBe('2026-01-05T13:59:00+05:30');
    expect(config.CLOCK_RATE).toBe(60);
    expect(loadConfig({ CLOCK_START: '2026-01-05T08:29:00.250Z' }).CLOCK_START).toBe('2026-01-05T08:29:00.250Z');
    expect(loadConfig({ CLOCK_RATE: '0.5' }).CLOCK_RATE).toBe(0.5);
    expect(loadConfig({ CLOCK_RATE: String(MAX_CLOCK_RATE) }).CLOCK_RATE).toBe(MAX_CLOCK_RATE);
  });

  it.each([
    'tomorrow',
    '2026-01-05',
    '2026-01-05T13:59:00', // no zone: whose 13:59?
    '2026-02-30T10:00:00Z',
    '2026-01-05T24:00:00Z',
    '1767603540000',
  ])('refuses CLOCK_START=%s naming the variable', (value) => {
    expect(() => loadConfig({ CLOCK_START: value })).toThrow(
      /CLOCK_START: must be an ISO-8601 time with seconds and a time zone, e\.g\. 2026-01-05T13:59:00\+05:30/,
    );
  });

  it.each(['0', '0.0', '-1', 'fast', 'Infinity', 'NaN', '1e3', '0x10', '10000.5', '1000000'])(
    'refuses CLOCK_RATE=%s naming the variable',
    (value) => {
      expect(() => loadConfig({ CLOCK_RATE: value })).toThrow(
        /CLOCK_RATE: must be a positive number of clock seconds per real second, at most 10000/,
      );
    },
  );

  it('is refused in production, each variable named', () => {
    const production = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32), ADMIN_USERNAME: 'owner', ADMIN_PASSWORD: 'Str0ng!pass', FAIRNESS_MODE: 'operator-trusted' };
    expect(() => loadConfig({ ...production, CLOCK_START: '2026-01-05T08:29:00Z' })).toThrow(
      /CLOCK_START: not allowed in production \(time control is for development and tests\)/,
    );
    expect(() => loadConfig({ ...production, CLOCK_RATE: '1' })).toThrow(/CLOCK_RATE: not allowed in production/);
    expect(loadConfig({ ...production, CLOCK_RATE: '' }).CLOCK_RATE).toBeUndefined();
  });
});

describe('the drand beacon (DRAND_URL, DRAND_CHAIN_INFO)', () => {
  // quicknet's public /info (League of Entropy mainnet).
  const QUICKNET = JSON.stringify({
    public_key: '83cf0f2896adee7eb8b5f01fcad3912212c437e0073e911fb90022d3e760183c8c4b450b6a0a6c3ac6a5776a2d1064510d1fec758c921cc22b0e17e63aaf4bcb5ed66304de9cf809bd274ca73bab4af5a6e9c76a4bc09e76eae8991ef5ece45a',
    period: 3, genesis_time: 1692803367, hash: '52db9ba70e0cc0f6eaf7803dd07447a1f5477735fd3f661792ba94600c84e971',
    groupHash: 'f477d5c89f21a17c863a7f937c6a6d15859414d2be09cd448d4279af331c5d3e', schemeID: 'bls-unchained-g1-rfc9380', metadata: { beaconID: 'quicknet' },
  });

  it('is off by default', () => {
    const config = loadConfig({});
    expect(config.DRAND_URL).toBeUndefined();
    expect(config.DRAND_CHAIN_INFO).toBeUndefined();
  });

  it('reads the relays, in order, and the chain info', () => {
    const config = loadConfig({ DRAND_URL: 'https://api.drand.sh/,https://drand.cloudflare.com', DRAND_CHAIN_INFO: QUICKNET });
    expect(config.drandUrls).toEqual(['https://api.drand.sh', 'https://drand.cloudflare.com']);
    expect(config.DRAND_CHAIN_INFO).toEqual({
      publicKey: JSON.parse(QUICKNET).public_key, period: 3, genesisTime: 1692803367, hash: '52db9ba70e0cc0f6eaf7803dd07447a1f5477735fd3f661792ba94600c84e971', schemeID: 'bls-unchained-g1-rfc9380',
    });
  });

  it('needs the auditor account with both or neither of its variables', () => {
    expect(() => loadConfig({ AUDITOR_USERNAME: 'watcher' })).toThrow(/AUDITOR_PASSWORD: required with AUDITOR_USERNAME/);
    expect(() => loadConfig({ AUDITOR_PASSWORD: 'Watch@12345' })).toThrow(/AUDITOR_USERNAME: required with AUDITOR_PASSWORD/);
    expect(loadConfig({ AUDITOR_USERNAME: 'watcher', AUDITOR_PASSWORD: 'Watch@12345' })).toMatchObject({ AUDITOR_USERNAME: 'watcher' });
  });

  it('needs both or neither', () => {
    expect(() => loadConfig({ DRAND_URL: 'https://api.drand.sh' })).toThrow(/DRAND_CHAIN_INFO: required with DRAND_URL/);
    expect(() => loadConfig({ DRAND_CHAIN_INFO: QUICKNET })).toThrow(/DRAND_URL: required with DRAND_CHAIN_INFO/);
  });

  it.each([
    ['not json', /DRAND_CHAIN_INFO: must be the chain's \/info JSON/],
    ['[]', /DRAND_CHAIN_INFO/],
    [QUICKNET.replace('bls-unchained-g1-rfc9380', 'pedersen-bls-chained'), /DRAND_CHAIN_INFO.schemeID: must be bls-unchained-g1-rfc9380/],
    [QUICKNET.replace('"period":3', '"period":0'), /DRAND_CHAIN_INFO.period/],
    [QUICKNET.replace('83cf0f', '83cf0'), /DRAND_CHAIN_INFO.public_key: must be a G2 public key/],
    [QUICKNET.replace('52db9b', 'zzdb9b'), /DRAND_CHAIN_INFO.hash: must be the chain hash/],
  ])('refuses DRAND_CHAIN_INFO=%s naming the variable', (value, message) => {
    expect(() => loadConfig({ DRAND_URL: 'https://api.drand.sh', DRAND_CHAIN_INFO: value })).toThrow(message);
  });

  it('refuses a relay that is not an http(s) URL', () => {
    for (const url of ['ftp://x', 'https://a.example,', 'https://a.example, https://b.example', 'https://a.example,ftp://b']) {
      expect(() => loadConfig({ DRAND_URL: url, DRAND_CHAIN_INFO: QUICKNET })).toThrow(/DRAND_URL: must be one or more http:\/\/ or https:\/\/ URLs/);
    }
  });

  it('refuses a setting no longer read, saying what replaced it (an old .env must not silently change meaning); RESULT_MODE is only a default now', () => {
    expect(loadConfig({ RESULT_MODE: 'manual' }).RESULT_MODE).toBe('manual');
    expect(() => loadConfig({ RESULT_MODE: 'rng' })).toThrow(/RESULT_MODE/);
    expect(() => loadConfig({ DRAND_MAX_WAIT_SECONDS: '300' })).toThrow(/DRAND_MAX_WAIT_SECONDS: no longer read: a draw waits for its committed beacon round/);
  });
});
