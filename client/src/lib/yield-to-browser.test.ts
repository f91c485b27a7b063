import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { MessageChannel as NodeMessageChannel } from 'node:worker_threads';
import { afterNextPaint, yieldToBrowser } from './yield-to-browser.js';

const withScheduler = (value: unknown) => Object.defineProperty(globalThis, 'scheduler', { value, configurable: true, writable: true });

afterEach(() => {
  delete (globalThis as { scheduler?: unknown }).scheduler;
  delete (globalThis as { MessageChannel?: unknown }).MessageChannel;
  jest.restoreAllMocks();
});

async function waitForClose(closed: unknown[]): Promise<void> {
  for (let i = 0; i < 50 && closed.length === 0; i++) await new Promise((resolve) => setTimeout(resolve, 10));
}

/** Records when `work` goes on, against a chain of promise callbacks queued after it. */
async function orderAgainstMicrotasks(work: Promise<void>): Promise<string[]> {
  const order: string[] = [];
  const done = work.then(() => order.push('went on'));
  let chain = Promise.resolve();
  for (let i = 1; i <= 10; i++) chain = chain.then(() => void order.push(`microtask ${i}`));
  await Promise.all([done, chain]);
  return order;
}

describe('yieldToBrowser (issue 14: total blocking time)', () => {
  it('goes on in a later task: every promise callback queued after it runs first', async () => {
    const order = await orderAgainstMicrotasks(yieldToBrowser());
    expect(order.at(-1)).toBe('went on');
    expect(order).toHaveLength(11);
  });

  it('goes on in a later task by a message to itself where there is MessageChannel, and closes the channel', async () => {
    const opened: NodeMessageChannel[] = [];
    const closed: unknown[] = [];
    class Recorded extends NodeMessageChannel {
      constructor() {
        super();
        opened.push(this);
        this.port1.once('close', () => closed.push(this));
      }
    }
    Object.defineProperty(globalThis, 'MessageChannel', { value: Recorded, configurable: true, writable: true });
    const order = await orderAgainstMicrotasks(yieldToBrowser());
    expect(order.at(-1)).toBe('went on');
    expect(opened).toHaveLength(1);
    await waitForClose(closed);
    expect(closed).toEqual(opened);
  });

  it("uses the browser's scheduler.yield() where there is one", async () => {
    const yielded = jest.fn(() => Promise.resolve());
    withScheduler({ yield: yielded });
    await yieldToBrowser();
    expect(yielded).toHaveBeenCalledTimes(1);
  });
});

describe('afterNextPaint', () => {
  it('waits for the next animation frame, then for the task after it', async () => {
    const frames: FrameRequestCallback[] = [];
    jest.spyOn(globalThis, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    let painted = false;
    const waiting = afterNextPaint().then(() => {
      painted = true;
    });
    await yieldToBrowser();
    await yieldToBrowser();
    expect(painted).toBe(false);
    expect(frames).toHaveLength(1);
    frames[0]!(0);
    expect(painted).toBe(false);
    await waiting;
    expect(painted).toBe(true);
  });
});
