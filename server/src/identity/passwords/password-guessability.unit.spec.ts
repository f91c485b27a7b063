import { ServerBusyError } from '../../shared/http/after-answer.js';
import { GuessablePasswordError } from '../identity.errors.js';
import { MIN_PASSWORD_SCORE, PasswordGuessability } from './password-guessability.js';

describe('PasswordGuessability (zxcvbn in a worker thread)', () => {
  const checker = new PasswordGuessability();
  afterAll(() => checker.onModuleDestroy());

  it('rates top passwords that pass the characters rule low, and unrelated words high', async () => {
    for (const weak of ['Password!', 'Aaaaaaa!', 'P@ssword1', 'Qwerty@123']) expect(await checker.score(weak)).toBeLessThan(MIN_PASSWORD_SCORE);
    for (const strong of ['Quiet-Harbor-73!', 'Tamarind-Ferry-58!']) expect(await checker.score(strong)).toBeGreaterThanOrEqual(MIN_PASSWORD_SCORE);
    await expect(checker.assertHardToGuess('Password!', [])).rejects.toBeInstanceOf(GuessablePasswordError);
    await expect(checker.assertHardToGuess('Quiet-Harbor-73!', [])).resolves.toBeUndefined();
  });

  it("counts the account's own username and email as words an attacker tries first", async () => {
    const alone = await checker.score('Kalyani.Deshpande!1');
    const asOwn = await checker.score('Kalyani.Deshpande!1', ['kalyani_d', 'kalyani.deshpande@example.com']);
    expect(asOwn).toBeLessThan(alone);
    expect(asOwn).toBeLessThan(MIN_PASSWORD_SCORE);
  });

  it('answers checks sent at once each with its own score, and starts a new worker after shutdown', async () => {
    const scores = await Promise.all(['Password!', 'Quiet-Harbor-73!', 'Aaaaaaa!'].map((p) => checker.score(p)));
    expect(scores[0]).toBeLessThan(MIN_PASSWORD_SCORE);
    expect(scores[1]).toBeGreaterThanOrEqual(MIN_PASSWORD_SCORE);
    expect(scores[2]).toBeLessThan(MIN_PASSWORD_SCORE);
    await checker.onModuleDestroy();
    expect(await checker.score('Quiet-Harbor-73!')).toBeGreaterThanOrEqual(MIN_PASSWORD_SCORE);
  });

  it('refuses checks past the waiting limit (429) instead of queueing without end', async () => {
    class Small extends PasswordGuessability {
      protected override readonly maxWaiting = 3;
    }
    const small = new Small();
    try {
      const held = Array.from({ length: 3 }, (_, i) => small.score(`Held-${i}`));
      await expect(small.score('one too many')).rejects.toBeInstanceOf(ServerBusyError);
      await Promise.all(held);
      await expect(small.score('room again')).resolves.toEqual(expect.any(Number));
    } finally {
      await small.onModuleDestroy();
    }
  });
});
