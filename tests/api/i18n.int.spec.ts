import type { BatchResponse, MulticastMessage } from 'firebase-admin/messaging';
import { PUSH_MESSAGING, type PushMessaging } from '../../server/src/notifications/push/push-messaging.js';
import { AUTHORIZATION_MATRIX } from '../reliability/authorization-matrix.js';
import { readMails } from '../fixtures/mail.js';
import { registeredRoutes } from './registered-routes.js';
import { BANK, startMoneyApp, type MoneyApp, type Player } from './money-harness.js';

/** firebase-admin's Messaging as the PushSender calls it, recording each multicast. */
class RecordingMessaging implements PushMessaging {
  readonly sent: MulticastMessage[] = [];
  async sendEachForMulticast(message: MulticastMessage): Promise<BatchResponse> {
    this.sent.push(message);
    const responses = message.tokens.map((token) => ({ success: true, messageId: `m/${token}` })) as BatchResponse['responses'];
    return { responses, successCount: responses.length, failureCount: 0 };
  }
}

const HINDI = { 'accept-language': 'hi-IN' };
const ENGLISH = { 'accept-language': 'en-IN' };

/**
 * Server messages in the player's language (issue 14): errors, validation problems and
 * success messages follow the request's Accept-Language (English, the default, exactly as
 * before; Hindi with the same code and status); the signed-in player's stored language
 * (PUT /user/language) words their pushes; mails before sign-in follow the request.
 */
describe('i18n: server messages in the player’s language', () => {
  const messaging = new RecordingMessaging();
  let t: MoneyApp;
  let asha: Player;

  beforeAll(async () => {
    t = await startMoneyApp({ overrides: [{ provide: PUSH_MESSAGING, useValue: messaging }] });
    asha = await t.player('asha');
  });
  afterAll(async () => {
    await t.close();
  });

  const send = (method: string, url: string, headers: Record<string, string>, payload?: object, token?: string) =>
    t.request(method, url, { headers, payload, token });
  /** A raw body (malformed JSON, a bare string) as sent by a hostile client. */
  const raw = async (method: string, url: string, body: string, token: string, contentType = 'application/json') => {
    const res = await fetch(t.baseUrl + url, { method, headers: { 'content-type': contentType, authorization: `Bearer ${token}`, ...HINDI }, body });
    return { statusCode: res.status, body: (await res.json()) as { err?: string; msg?: string } };
  };

  describe('errors', () => {
    it('answers a domain error in Hindi with the same code and status; English and no header exactly as before', async () => {
      const english = { err: 'Y', msg: 'Please log in to continue.', code: 'IDENTITY.UNAUTHENTICATED' };
      for (const headers of [{}, ENGLISH, { 'accept-language': 'fr-FR,de;q=0.9' }, { 'accept-language': 'hi;q=0' }]) {
        const res = await send('GET', '/user/profile', headers);
        expect({ status: res.statusCode, body: res.body }).toEqual({ status: 401, body: JSON.stringify(english) });
      }
      const hindi = await send('GET', '/user/profile', HINDI);
      expect(hindi.statusCode).toBe(401);
      expect(hindi.json()).toEqual({ err: 'Y', msg: 'जारी रखने के लिए कृपया लॉगिन करें।', code: 'IDENTITY.UNAUTHENTICATED' });
      // The highest-q range of a language we speak wins.
      expect((await send('GET', '/user/profile', { 'accept-language': 'en;q=0.4, hi-IN;q=0.9, fr' })).json().msg).toBe('जारी रखने के लिए कृपया लॉगिन करें।');
    });

    it('keeps the success envelope of the draw and ticket paths', async () => {
      const res = await send('GET', '/user/tickets', HINDI);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ success: false, message: 'जारी रखने के लिए कृपया लॉगिन करें।', code: 'IDENTITY.UNAUTHENTICATED' });
    });

    it('puts the values of a dynamic message into the Hindi: amounts, and a wait with its Retry-After', async () => {
      const withdraw = (headers: Record<string, string>) =>
        t.form('POST', '/user/withdraw', asha.token, { withdraw_option: 'bank', account_holder_name: 'Asha', amount: '100', ...BANK }, undefined, headers);
      const english = await withdraw(ENGLISH);
      expect(english.statusCode).toBe(409);
      expect(english.body).toBe(JSON.stringify({ err: 'Y', msg: 'Insufficient balance: ₹100.00 is needed and ₹0.00 is available.', code: 'WALLET.INSUFFICIENT_FUNDS' }));
      const hindi = await withdraw(HINDI);
      expect(hindi.statusCode).toBe(409);
      expect(hindi.json()).toEqual({ err: 'Y', msg: 'अपर्याप्त बैलेंस: ₹100.00 की ज़रूरत है और ₹0.00 उपलब्ध है।', code: 'WALLET.INSUFFICIENT_FUNDS' });

      await send('POST', '/user/register', HINDI, { username: 'kiran', email: 'kiran@example.com', password: 'Quiet-Harbor-73!' });
      const resend = (headers: Record<string, string>) => send('POST', '/user/resend-otp', headers, { email: 'kiran@example.com' });
      const waitEnglish = await resend(ENGLISH);
      expect(waitEnglish.statusCode).toBe(429);
      expect(waitEnglish.json()).toEqual({ err: 'Y', msg: 'Please wait 30 seconds before requesting a new OTP.', code: 'IDENTITY.OTP_COOLDOWN', retryAfterSeconds: 30 });
      const waitHindi = await resend(HINDI);
      expect(waitHindi.statusCode).toBe(429);
      expect(waitHindi.json()).toEqual({ err: 'Y', msg: 'नया OTP माँगने से पहले कृपया 30 सेकंड प्रतीक्षा करें।', code: 'IDENTITY.OTP_COOLDOWN', retryAfterSeconds: 30 });
    });

    it("words the exception filter's own answers in Hindi: unknown route, bad JSON, unsupported type", async () => {
      expect((await send('GET', '/user/no-such-thing', ENGLISH)).json()).toEqual({ err: 'Y', msg: 'Cannot GET /user/no-such-thing' });
      const unknown = await send('GET', '/user/no-such-thing', HINDI);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ err: 'Y', msg: 'GET /user/no-such-thing उपलब्ध नहीं है' });
      const badJson = await raw('POST', '/user/login', '{"email": ', asha.token);
      expect(badJson).toEqual({ statusCode: 400, body: { err: 'Y', msg: 'अनुरोध की बॉडी मान्य JSON नहीं है।' } });
      const plain = await raw('PUT', '/user/language', 'hi', asha.token, 'text/plain');
      expect(plain).toEqual({ statusCode: 415, body: { err: 'Y', msg: 'यह कंटेंट टाइप समर्थित नहीं है।' } });
    });
  });

  describe('validation', () => {
    it('answers DTO problems in Hindi, joined as the English is', async () => {
      const body = { username: 'a b', email: 'not-an-email', password: 'Quiet-Harbor-73!' };
      const english = await send('POST', '/user/register', ENGLISH, body);
      expect(english.statusCode).toBe(400);
      expect(english.json()).toEqual({ err: 'Y', msg: 'Username must not contain spaces, Invalid email address' });
      const hindi = await send('POST', '/user/register', HINDI, body);
      expect(hindi.statusCode).toBe(400);
      expect(hindi.json()).toEqual({ err: 'Y', msg: 'यूज़रनेम में स्पेस नहीं होना चाहिए, अमान्य ईमेल पता' });
      const extra = await send('POST', '/user/forgot-password', HINDI, { email: 'asha@example.com', admin: true });
      expect(extra.json()).toEqual({ err: 'Y', msg: "अज्ञात फ़ील्ड 'admin'" });
    });

    it("answers a money form's problem in Hindi with its code", async () => {
      const res = await t.form('POST', '/user/deposit', asha.token, { deposit_option: 'bank', amount: '100', ...BANK }, undefined, HINDI);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ err: 'Y', msg: 'नाम आवश्यक है', code: 'MONEY_REQUEST.INVALID_FIELD' });
    });
  });

  describe('success messages', () => {
    it('translates msg and message, keeping the data and the English as it was', async () => {
      const english = await send('GET', '/user/profile', ENGLISH, undefined, asha.token);
      expect(english.json()).toMatchObject({ err: 'N', msg: 'Profile fetched successfully', data: { username: 'asha' } });
      const hindi = await send('GET', '/user/profile', HINDI, undefined, asha.token);
      expect(hindi.json()).toEqual({ ...english.json(), msg: 'प्रोफ़ाइल सफलतापूर्वक प्राप्त हुई' });
      expect(Object.keys(hindi.json())).toEqual(Object.keys(english.json()));
      const results = await send('GET', '/draws/results?period=3h', HINDI);
      expect(results.json()).toMatchObject({ success: true, message: 'इस अवधि के अभी कोई परिणाम नहीं हैं' });
      // The open-draw read is answered before Nest's route (open-draw-fast-path.ts): in the request's language too.
      const open = await send('GET', '/user/draws?period=3h&status=open&limit=1', HINDI, undefined, asha.token);
      expect(open.json()).toEqual({ success: true, message: 'इस अवधि के लिए कोई ड्रॉ नहीं मिला', data: [] });
      expect((await send('GET', '/user/draws?period=3h&status=open&limit=1', ENGLISH, undefined, asha.token)).json()).toEqual({
        success: true,
        message: 'No draws found for this period',
        data: [],
      });
    });
  });

  describe('PUT /user/language', () => {
    const language = async (token = asha.token) => (await send('GET', '/user/profile', ENGLISH, undefined, token)).json().data.language;

    it('starts in English, stores Hindi, and the profile reads it back', async () => {
      expect(await language()).toBe('en');
      const res = await send('PUT', '/user/language', ENGLISH, { language: 'hi' }, asha.token);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ err: 'N', msg: 'Language saved', data: { language: 'hi' } });
      expect(await language()).toBe('hi');
      expect((await t.sql('SELECT language FROM players WHERE id = $1', [asha.id]))[0].language).toBe('hi');
    });

    it('refuses anything but en or hi with a clear 400, and changes nothing', async () => {
      const english = await send('PUT', '/user/language', ENGLISH, { language: 'fr' }, asha.token);
      expect(english.json()).toEqual({ err: 'Y', msg: 'language must be en or hi' });
      const hostile: unknown[] = [
        { language: 'fr' },
        { language: 'HI' },
        { language: 'hi-IN' },
        { language: 'en ' },
        { language: 1 },
        { language: true },
        { language: null },
        { language: ['hi'] },
        { language: { $ne: 'en' } },
        { language: 'x'.repeat(10_000) },
        {},
        { language: 'en', role: 'admin' },
        { lang: 'en' },
      ];
      for (const body of hostile) {
        const res = await send('PUT', '/user/language', HINDI, body as object, asha.token);
        expect({ body, status: res.statusCode, err: res.json().err, msg: typeof res.json().msg }).toEqual({ body, status: 400, err: 'Y', msg: 'string' });
      }
      for (const body of ['"en"', '["en"]', 'null', '{"language":"e\\u0000n"}', '{"__proto__":{"language":"en"}}', '{"language":"en"', '{"language":"\\u202een"}']) {
        const res = await raw('PUT', '/user/language', body, asha.token);
        expect({ body, status: res.statusCode, err: res.body.err }).toEqual({ body, status: 400, err: 'Y' });
      }
      expect(await language()).toBe('hi');
      expect((await send('PUT', '/user/language', HINDI, { language: 'de' }, asha.token)).json().msg).toBe('language en या hi होनी चाहिए');
    });

    it('is for a signed-in player only: no token 401, admin and auditor 403, nothing changed', async () => {
      expect((await send('PUT', '/user/language', ENGLISH, { language: 'en' })).statusCode).toBe(401);
      for (const token of [t.admin, t.auditor]) {
        const res = await send('PUT', '/user/language', ENGLISH, { language: 'en' }, token);
        expect(res.statusCode).toBe(403);
      }
      expect(await language()).toBe('hi');
    });

    it('is a player route in the OpenAPI document and in the authorization matrix', async () => {
      const doc = (await send('GET', '/api/docs/openapi.json', ENGLISH)).json();
      const put = doc.paths['/user/language']?.put;
      expect(put).toBeDefined();
      const ref: string = put.requestBody.content['application/json'].schema.$ref;
      expect(doc.components.schemas[ref.split('/').at(-1)!].properties.language.enum).toEqual(['en', 'hi']);
      expect(registeredRoutes(t.app).find((r) => r.key === 'PUT /user/language')).toMatchObject({ role: 'user', allowAuditor: false });
      expect(AUTHORIZATION_MATRIX['PUT /user/language']).toEqual({ anonymous: 401, player: 200, other: 200, admin: 403, auditor: 403 });
    });

    it('lets the player switch back to English', async () => {
      expect((await send('PUT', '/user/language', HINDI, { language: 'en' }, asha.token)).json()).toEqual({ err: 'N', msg: 'भाषा सहेज ली गई', data: { language: 'en' } });
      expect(await language()).toBe('en');
    });
  });

  describe('mails', () => {
    it('mails the registration OTP in Hindi for a Hindi request, and stores Hindi as the new account’s language', async () => {
      const res = await send('POST', '/user/register', HINDI, { username: 'meera', email: 'meera@example.com', password: 'Quiet-Harbor-73!' });
      expect(res.json()).toEqual({ err: 'N', msg: 'रजिस्ट्रेशन सफल रहा। कृपया OTP के लिए अपना ईमेल देखें।' });
      const [mail] = readMails(t.config.mailOutboxDir, 'meera@example.com');
      const code = /^(\d{6})$/m.exec(mail!.text)?.[1];
      expect(code).toMatch(/^\d{6}$/);
      expect(mail!.subject).toBe(`आपका Fairdraw कोड: ${code}`);
      expect(mail!.text).toBe(
        `अपना Fairdraw खाता बनाना पूरा करने के लिए इस कोड का उपयोग करें:\n\n${code}\n\n` +
          'यह 10 मिनट तक मान्य है और केवल एक बार उपयोग किया जा सकता है। ' +
          'अगर आपने यह कोड नहीं माँगा था, तो इस मेल को अनदेखा करें; कोड के बिना कोई भी आपके खाते का उपयोग नहीं कर सकता।\n',
      );
      expect((await t.sql(`SELECT language FROM players WHERE email = 'meera@example.com'`))[0].language).toBe('hi');
    });

    it('mails in English as before for an English request (or none), and the login OTP follows the request too', async () => {
      await send('POST', '/user/register', {}, { username: 'nisha', email: 'nisha@example.com', password: 'Quiet-Harbor-73!' });
      const [mail] = readMails(t.config.mailOutboxDir, 'nisha@example.com');
      const code = /^(\d{6})$/m.exec(mail!.text)![1];
      expect(mail!.subject).toBe(`Your Fairdraw code: ${code}`);
      expect(mail!.text).toBe(
        `Use this code to finish creating your Fairdraw account:\n\n${code}\n\n` +
          'It is valid for 10 minutes and can be used once. If you did not ask for it, ignore this mail; nobody can use your account without the code.\n',
      );
      expect((await t.sql(`SELECT language FROM players WHERE email = 'nisha@example.com'`))[0].language).toBe('en');

      const login = await send('POST', '/user/login', HINDI, { email: 'asha@example.com', password: 'Quiet-Harbor-73!' });
      expect(login.json()).toMatchObject({ err: 'N', msg: 'OTP सफलतापूर्वक भेज दिया गया!', otpSent: true });
      const last = readMails(t.config.mailOutboxDir, 'asha@example.com').at(-1)!;
      expect(last.subject).toMatch(/^आपका Fairdraw कोड: \d{6}$/);
      expect(last.text).toContain('Fairdraw में लॉगिन करने के लिए इस कोड का उपयोग करें:');
    });

    it('mails the password reset link in the request’s language', async () => {
      const res = await send('POST', '/user/forgot-password', HINDI, { email: 'asha@example.com' });
      expect(res.json()).toEqual({ err: 'N', msg: 'अगर इस ईमेल से कोई खाता है, तो पासवर्ड रीसेट लिंक भेज दिया गया है।' });
      const mail = readMails(t.config.mailOutboxDir, 'asha@example.com').at(-1)!;
      expect(mail.subject).toBe('अपना Fairdraw पासवर्ड रीसेट करें');
      expect(mail.text).toMatch(/^नया पासवर्ड चुनने के लिए यह लिंक खोलें:\n\nhttp\S+\/reset-password\?token=[A-Za-z0-9_-]+\n\n/);
    });
  });

  describe('pushes', () => {
    it("words a player's push in their stored language; the admins' stay English", async () => {
      const ravi = await t.player('ravi');
      expect((await t.post('/notifications/token', { fcmToken: 'tok-ravi' }, ravi.token)).statusCode).toBe(200);
      expect((await t.post('/admin/fcm-token', { fcmToken: 'tok-chief' }, t.admin)).statusCode).toBe(200);
      expect((await send('PUT', '/user/language', ENGLISH, { language: 'hi' }, ravi.token)).statusCode).toBe(200);
      /** The first push to `token` sent after `from` (the handlers run after the answer). */
      const pushTo = async (token: string, from: number) => {
        for (let waited = 0; !messaging.sent.slice(from).some((m) => m.tokens.includes(token)) && waited < 5000; waited += 10) {
          await new Promise((r) => setTimeout(r, 10));
        }
        return messaging.sent.slice(from).find((m) => m.tokens.includes(token));
      };
      const submittedFrom = messaging.sent.length;
      const sent = await t.form('POST', '/user/deposit', ravi.token, { deposit_option: 'bank', amount: '250', account_holder_name: 'Ravi', ...BANK }, undefined, HINDI);
      expect(sent.json()).toMatchObject({ err: 'N', msg: 'जमा सफलतापूर्वक सबमिट हो गया' });
      const id = sent.json().data._id as string;
      const label = `#${id.replace(/-/g, '').slice(0, 8).toUpperCase()}`;
      expect((await pushTo('tok-chief', submittedFrom))?.notification).toEqual({ title: 'New deposit request', body: `ravi asked to deposit ₹250.00 (request ${label}).` });
      const from = messaging.sent.length;
      expect((await t.put(`/admin/deposits/${id}`, { status: 'rejected', reason: 'No payment arrived' }, t.admin)).statusCode).toBe(200);
      const push = await pushTo('tok-ravi', from);
      expect(push?.notification).toEqual({
        title: 'जमा अनुरोध अस्वीकृत',
        body: `₹250.00 का आपका जमा अनुरोध ${label} अस्वीकृत कर दिया गया है। कारण: No payment arrived.`,
      });
    });
  });
});
