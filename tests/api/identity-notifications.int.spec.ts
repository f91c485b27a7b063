import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BatchResponse, Messaging, MulticastMessage } from 'firebase-admin/messaging';
import { createPushMessaging, PUSH_MESSAGING, type PushMessaging } from '../../server/src/notifications/push/push-messaging.js';
import { PushSender } from '../../server/src/notifications/push/push-sender.js';
import { PushTokenHousekeeping } from '../../server/src/notifications/push/push-token-housekeeping.js';
import { loadConfig } from '../../server/src/shared/config/config.js';
import { signUpPlayer, startIdentityApp, type IdentityApp } from './identity-harness.js';

/**
 * A Messaging-shaped stand-in (firebase-admin's own types) that records each multicast
 * and answers like FCM: the token 'dead-*' is unregistered.
 */
class RecordingMessaging implements PushMessaging {
  readonly sent: MulticastMessage[] = [];
  async sendEachForMulticast(message: MulticastMessage): Promise<BatchResponse> {
    this.sent.push(message);
    const responses = message.tokens.map((token) =>
      token.startsWith('dead-')
        ? { success: false, error: Object.assign(new Error('not registered'), { code: 'messaging/registration-token-not-registered' }) }
        : { success: true, messageId: `projects/p/messages/${token}` },
    ) as BatchResponse['responses'];
    const successCount = responses.filter((r) => r.success).length;
    return { responses, successCount, failureCount: responses.length - successCount };
  }
}

describe('notifications: push tokens, sender and client config', () => {
  const messaging = new RecordingMessaging();
  let t: IdentityApp;
  let player: string;
  let admin: string;
  beforeAll(async () => {
    t = await startIdentityApp({
      overrides: [{ provide: PUSH_MESSAGING, useValue: messaging }],
      env: { FIREBASE_WEB_CONFIG: '{"apiKey":"k","projectId":"fairdraw-test"}', FIREBASE_VAPID_KEY: 'BExampleVapidKey' },
    });
    player = await signUpPlayer(t, { username: 'tara', email: 'tara@example.com' });
    admin = (await t.post('/admin/login', { username: 'admin', password: 'Admin@12345' })).json().token;
  });
  afterAll(async () => {
    await t.close();
  });

  const playerId = async (): Promise<string> => (await sqlOne(`SELECT id FROM players WHERE username = 'tara'`)).id;
  async function sqlOne(query: string) {
    const pg = (await import('pg')).default;
    const c = new pg.Client({ connectionString: t.db.url });
    await c.connect();
    try {
      return (await c.query(query)).rows[0];
    } finally {
      await c.end();
    }
  }

  it('serves the public client configuration', async () => {
    const res = await t.get('/api/client-config');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      googleClientId: 'fairdraw-test.apps.googleusercontent.com',
      firebase: { apiKey: 'k', projectId: 'fairdraw-test' },
      vapidKey: 'BExampleVapidKey',
    });
  });

  it('saves push tokens per role and refuses a role mismatch or no session', async () => {
    expect((await t.post('/notifications/token', { fcmToken: 'tok-player', isAdmin: false }, player)).statusCode).toBe(200);
    expect((await t.post('/notifications/token', { fcmToken: 'dead-player', isAdmin: false }, player)).statusCode).toBe(200);
    expect((await t.post('/notifications/token', { fcmToken: 'tok-x', isAdmin: true }, player)).statusCode).toBe(403);
    expect((await t.post('/notifications/token', { fcmToken: 'tok-x', isAdmin: false })).statusCode).toBe(401);
    expect((await t.post('/notifications/token', { fcmToken: '', isAdmin: false }, player)).statusCode).toBe(400);
    expect((await t.post('/admin/fcm-token', { fcmToken: 'tok-admin' }, admin)).statusCode).toBe(200);
    expect((await t.post('/admin/fcm-token', { fcmToken: 'tok-admin' }, player)).statusCode).toBe(403);
  });

  it('sends to the player through firebase-admin messaging and drops tokens FCM no longer knows', async () => {
    const sender = t.app.get(PushSender);
    const delivered = await sender.notifyPlayer(await playerId(), { title: 'Deposit done', body: 'Rs 500 added', link: '/deposit', data: { kind: 'deposit' } });
    expect(delivered).toBe(1);
    const message = messaging.sent.at(-1)!;
    expect([...message.tokens].sort()).toEqual(['dead-player', 'tok-player']);
    expect(message.notification).toEqual({ title: 'Deposit done', body: 'Rs 500 added' });
    expect(message.data).toEqual({ kind: 'deposit' });
    expect(message.webpush?.fcmOptions?.link).toBe('https://play.fairdraw.test/deposit');
    await sender.notifyPlayer(await playerId(), { title: 'Again', body: 'x' });
    expect(messaging.sent.at(-1)!.tokens).toEqual(['tok-player']);
  });

  it('sends admin notices to admin browsers only', async () => {
    await t.app.get(PushSender).notifyAdmins({ title: 'New deposit request', body: 'tara: Rs 500' });
    expect(messaging.sent.at(-1)!.tokens).toEqual(['tok-admin']);
  });

  it('removes the session token at logout (DELETE with isAdmin) and sends nothing to logged-out browsers', async () => {
    const del = await t.delete('/notifications/token', { isAdmin: false }, player);
    expect(del.statusCode).toBe(200);
    // Without a body too (nothing left to remove, still fine).
    expect((await t.request('DELETE', '/notifications/token', { token: player })).statusCode).toBe(200);
    const before = messaging.sent.length;
    expect(await t.app.get(PushSender).notifyPlayer(await playerId(), { title: 'x', body: 'y' })).toBe(0);
    expect(messaging.sent.length).toBe(before);
    // A token whose session was revoked gets nothing either.
    await t.post('/admin/fcm-token', { fcmToken: 'tok-admin-2' }, admin);
    await t.post('/admin/logout', {}, admin);
    await t.app.get(PushSender).notifyAdmins({ title: 'x', body: 'y' });
    expect(messaging.sent.length).toBe(before);
  });

  it('purges the push tokens of ended sessions and keeps those of live ones', async () => {
    const uma = await signUpPlayer(t, { username: 'uma', email: 'uma@example.com' });
    expect((await t.post('/notifications/token', { fcmToken: 'tok-live' }, uma)).statusCode).toBe(200);
    const tokens = async () => (await t.sql(`SELECT token FROM push_tokens ORDER BY token`)).map((r) => r.token);
    // tok-admin and tok-admin-2 belong to the admin session that logged out above.
    expect(await tokens()).toEqual(['tok-admin', 'tok-admin-2', 'tok-live']);
    expect(await t.app.get(PushTokenHousekeeping).purge()).toBe(2);
    expect(await tokens()).toEqual(['tok-live']);
    expect(await t.app.get(PushTokenHousekeeping).purge()).toBe(0);
  });

  it('builds a real firebase-admin Messaging from a service account JSON', () => {
    const dir = mkdtempSync(join(tmpdir(), 'fd-sa-'));
    try {
      execFileSync('openssl', ['genpkey', '-algorithm', 'RSA', '-pkeyopt', 'rsa_keygen_bits:2048', '-out', join(dir, 'k.pem')], { stdio: 'ignore' });
      const account = {
        type: 'service_account',
        project_id: 'fairdraw-test',
        private_key_id: 'k1',
        private_key: readFileSync(join(dir, 'k.pem'), 'utf8'),
        client_email: 'push@fairdraw-test.iam.gserviceaccount.com',
        client_id: '1',
      };
      const built = createPushMessaging(loadConfig({ NODE_ENV: 'test', FIREBASE_SERVICE_ACCOUNT: JSON.stringify(account) }));
      expect(typeof (built as Messaging).sendEachForMulticast).toBe('function');
      expect((built as Messaging).app.options.projectId).toBe('fairdraw-test');
      expect(createPushMessaging(loadConfig({ NODE_ENV: 'test' }))).toBeNull();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
