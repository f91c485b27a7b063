import { jest } from '@jest/globals';
import { AFTER_ANSWER_CONCURRENCY, AFTER_ANSWER_MAX_WAITING, AfterAnswer, ServerBusyError } from './after-answer.js';

const tick = () => new Promise((done) => setImmediate(done));

describe('AfterAnswer', () => {
  it('starts work only after the current turn, so the caller answers first', async () => {
    const queue = new AfterAnswer();
    const order: string[] = [];
    queue.run('task', async () => void order.push('task'));
    order.push('answer');
    await queue.settled();
    expect(order).toEqual(['answer', 'task']);
  });

  it(`runs at most ${AFTER_ANSWER_CONCURRENCY} at once and settles when all, including work queued meanwhile, are done`, async () => {
    const queue = new AfterAnswer();
    let running = 0;
    let most = 0;
    const done: number[] = [];
    const task = (i: number) => async () => {
      most = Math.max(most, ++running);
      await tick();
      if (i === 0) queue.run('late', async () => void done.push(99));
      running--;
      done.push(i);
    };
    for (let i = 0; i < 10; i++) queue.run(`task ${i}`, task(i));
    await queue.settled();
    expect(most).toBe(AFTER_ANSWER_CONCURRENCY);
    expect(done.sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 99]);
  });

  it('logs a failure and goes on with the rest', async () => {
    const queue = new AfterAnswer();
    const logged = jest.spyOn((queue as unknown as { logger: { error: () => void } }).logger, 'error').mockImplementation(() => undefined);
    let after = false;
    queue.run('broken', async () => {
      throw new Error('mail server down');
    });
    queue.run('next', async () => void (after = true));
    await queue.settled();
    expect(after).toBe(true);
    expect(logged).toHaveBeenCalledWith('broken failed after the answer: mail server down');
  });

  it('refuses work past the waiting limit (429), instead of growing without end', async () => {
    const queue = new AfterAnswer();
    for (let i = 0; i < AFTER_ANSWER_MAX_WAITING; i++) queue.run('flood', async () => undefined);
    expect(() => queue.run('one more', async () => undefined)).toThrow(ServerBusyError);
    await queue.settled();
    expect(() => queue.run('room again', async () => undefined)).not.toThrow();
    await queue.settled();
  });
});
