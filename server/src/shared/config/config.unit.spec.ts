import { resolve } from 'node:path';
import { ConfigError, loadConfig } from './config.js';

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
