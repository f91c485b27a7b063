import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../../shared/config/config.js';
import { resolveJwtSecret } from './identity-secret.js';

describe('development JWT secret', () => {
  it('uses JWT_SECRET when set; otherwise creates DATA_DIR/jwt.secret (mode 600) once and reuses it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'fd-secret-'));
    try {
      expect(resolveJwtSecret(loadConfig({ DATA_DIR: dir, JWT_SECRET: 's'.repeat(32) }))).toBe('s'.repeat(32));
      const first = resolveJwtSecret(loadConfig({ DATA_DIR: dir }));
      expect(first.length).toBeGreaterThanOrEqual(32);
      expect(statSync(join(dir, 'jwt.secret')).mode & 0o777).toBe(0o600);
      expect(resolveJwtSecret(loadConfig({ DATA_DIR: dir }))).toBe(first);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
