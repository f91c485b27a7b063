import { FixedClock } from '../clock/clock.js';
import { keyedEventIds } from '../idempotency/keyed-command.js';
import { CurrentStreamState } from './current-stream-state.js';
import { MAX_CONFLICT_RETRIES, SingleStreamRunner } from './single-stream-runner.js';
import { RacingStore } from './testing/racing-stores.js';
import { TALLY_STREAM, tallyRules, tallyStream, type TallyCommand, type TallyEvent, type TallyState } from './testing/tally-stream.js';

const asAdmin = (id: string) => ({ actor: `admin:${id}`, correlationId: `req-${id}` });
const add = (amount: number): TallyCommand => ({ type: 'Add', data: { amount } });
const setTotal = (total: number): TallyCommand => ({ type: 'SetTotal', data: { total } });

describe('SingleStreamRunner', () => {
  let store: RacingStore;
  let runner: SingleStreamRunner<TallyState, TallyCommand, TallyEvent>;
  let otherInstance: typeof runner;
  const stored = () => store.readStream(TALLY_STREAM);
  const newRunner = (clock = new FixedClock()) => new SingleStreamRunner(store, clock, new CurrentStreamState(store, tallyStream), tallyRules);
  beforeEach(() => {
    store = new RacingStore();
    runner = newRunner(new FixedClock(new Date('2026-01-05T04:30:00.000Z')));
    otherInstance = newRunner();
  });

  it('given an empty stream, when a command is run, then its events are stored with who, which request and when', async () => {
    expect(await runner.run(add(2), asAdmin('a1'))).toEqual({ state: { total: 2, added: [2] }, version: 1, changed: true });
    expect(await stored()).toMatchObject([
      { type: 'Added', data: { amount: 2 }, metadata: { actor: 'admin:a1', correlationId: 'req-a1', causationId: null, occurredAt: '2026-01-05T04:30:00.000Z' } },
    ]);
  });

  it('given the state is so already, when the command is run again, then nothing is stored', async () => {
    await runner.run(setTotal(5), asAdmin('a1'));
    expect(await otherInstance.run(setTotal(5), asAdmin('a2'))).toMatchObject({ version: 1, changed: false, state: { total: 5 } });
    expect(await stored()).toHaveLength(1);
  });

  it('given a refused command, then the decider\'s error and nothing stored', async () => {
    await expect(runner.run(add(0), asAdmin('a1'))).rejects.toMatchObject({ code: 'TALLY.NOTHING_TO_ADD' });
    expect(await stored()).toHaveLength(0);
  });

  it('given many commands at once in one instance, then they take turns and all are kept', async () => {
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => runner.run(add(i + 1), asAdmin('a1'))));
    expect(results.map((r) => r.version)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(results.at(-1)!.state).toMatchObject({ total: 55 });
  });

  describe('given another instance writes concurrently', () => {
    it('when it appends first, then the command is decided again on its state and both are kept', async () => {
      store.races.push(() => otherInstance.run(add(3), asAdmin('a2')));
      expect(await runner.run(add(2), asAdmin('a1'))).toMatchObject({ version: 2, changed: true, state: { total: 5, added: [3, 2] } });
      expect((await stored()).map((e) => e.metadata.actor)).toEqual(['admin:a2', 'admin:a1']);
    });

    it('when it made the same change first, then nothing more is stored', async () => {
      store.races.push(() => otherInstance.run(setTotal(5), asAdmin('a2')));
      expect(await runner.run(setTotal(5), asAdmin('a1'))).toMatchObject({ version: 1, changed: false });
      expect(await stored()).toHaveLength(1);
    });

    it('when it keeps winning, then the feature\'s busy error after a bounded number of attempts', async () => {
      for (let i = 0; i <= MAX_CONFLICT_RETRIES; i++) store.races.push(() => otherInstance.run(add(1), asAdmin('a2')));
      await expect(runner.run(add(2), asAdmin('a1'))).rejects.toMatchObject({ code: 'TALLY.BUSY' });
      expect((await stored()).map((e) => e.metadata.actor)).toEqual(Array(MAX_CONFLICT_RETRIES + 1).fill('admin:a2'));
    });
  });

  describe('given an Idempotency-Key', () => {
    it('then the events get ids from the stream, the actor and the key, and carry the key', async () => {
      await runner.run(add(2), asAdmin('a1'), 'k1');
      const [event] = await stored();
      expect(event!.id).toBe(keyedEventIds(TALLY_STREAM, 'admin:a1/k1', 1)[0]);
      expect(event!.metadata).toMatchObject({ idempotencyKey: 'admin:a1/k1', commandFingerprint: expect.any(String) });
    });

    it('when retried after the state moved on, then the original outcome stands and nothing is added again', async () => {
      await runner.run(add(2), asAdmin('a1'), 'k1');
      await otherInstance.run(add(3), asAdmin('a2'));
      const retry = await otherInstance.run(add(2), asAdmin('a1'), 'k1');
      expect(retry).toMatchObject({ changed: false, version: 2, state: { total: 5 } });
      expect((await stored()).map((e) => e.data.amount)).toEqual([2, 3]);
    });

    it('when reused for another command, then IDEMPOTENCY.KEY_REUSED; another actor\'s same key is its own', async () => {
      await runner.run(add(2), asAdmin('a1'), 'k1');
      await expect(runner.run(add(4), asAdmin('a1'), 'k1')).rejects.toMatchObject({ code: 'IDEMPOTENCY.KEY_REUSED' });
      expect(await runner.run(add(4), asAdmin('a2'), 'k1')).toMatchObject({ changed: true, state: { total: 6 } });
    });

    it('when two instances run the same keyed command at once, then it is stored once', async () => {
      const results = await Promise.all([runner.run(add(2), asAdmin('a1'), 'k1'), otherInstance.run(add(2), asAdmin('a1'), 'k1')]);
      expect(results.map((r) => r.changed).sort()).toEqual([false, true]);
      expect(results.map((r) => r.state)).toEqual([{ total: 2, added: [2] }, { total: 2, added: [2] }]);
      expect(await stored()).toHaveLength(1);
    });

    it('when its original lands while this one retries a lost race, then the original outcome, stored once', async () => {
      store.races.push(() => otherInstance.run(add(2), asAdmin('a1'), 'k1'));
      expect(await runner.run(add(2), asAdmin('a1'), 'k1')).toMatchObject({ changed: false, version: 1 });
      expect(await stored()).toHaveLength(1);
    });
  });
});
