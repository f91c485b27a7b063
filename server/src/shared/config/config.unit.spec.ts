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
    });
    expect(config.NODE_ENV).toBe('production');
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
    const production = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32), ADMIN_USERNAME: 'owner', ADMIN_PASSWORD: 'Str0ng!pass' };
    expect(() => loadConfig({ ...production, CLOCK_START: '2026-01-05T08:29:00Z' })).toThrow(
      /CLOCK_START: not allowed in production \(time control is for development and tests\)/,
    );
    expect(() => loadConfig({ ...production, CLOCK_RATE: '1' })).toThrow(/CLOCK_RATE: not allowed in production/);
    expect(loadConfig({ ...production, CLOCK_RATE: '' }).CLOCK_RATE).toBeUndefined();
  });
});
