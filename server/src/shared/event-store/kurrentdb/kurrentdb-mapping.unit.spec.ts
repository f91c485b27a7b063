import type { AllStreamResolvedEvent } from '@kurrent/kurrentdb-client';
import { HASH_KEY, expectedRevision, parseCheckpoint, toCheckpoint, toStoredEvent } from './kurrentdb-mapping.js';

const metadata = { actor: 'user:1', correlationId: 'req-1', causationId: null, occurredAt: '2026-01-05T04:30:00.000Z' };

function recorded(overrides: Record<string, unknown> = {}): AllStreamResolvedEvent {
  return {
    event: {
      streamId: 'wallet-1',
      id: '7f0c6a53-8f0a-4a43-9d4c-0a4c1f7b2a10',
      isJson: true,
      revision: 2n,
      type: 'MoneyCredited',
      created: new Date('2026-01-05T04:30:01.000Z'),
      data: { amountPaise: 500 },
      metadata: { ...metadata, [HASH_KEY]: 'ab'.repeat(32) },
      position: { commit: 1200n, prepare: 1190n },
      ...overrides,
    },
  } as unknown as AllStreamResolvedEvent;
}

describe('KurrentDB mapping', () => {
  it('turns our 1-based expected version into an expected revision', () => {
    expect(expectedRevision(0)).toBe('no_stream');
    expect(expectedRevision(1)).toBe(0n);
    expect(expectedRevision(7)).toBe(6n);
  });

  it('writes checkpoints as commit:prepare and reads them back', () => {
    expect(toCheckpoint({ commit: 1200n, prepare: 1190n })).toBe('1200:1190');
    expect(parseCheckpoint('1200:1190')).toEqual({ commit: 1200n, prepare: 1190n });
    expect(() => parseCheckpoint('12:ab')).toThrow('Not a KurrentDB checkpoint');
  });

  it('maps a recorded event to a stored event, the hash taken out of the metadata', () => {
    expect(toStoredEvent(recorded())).toEqual({
      id: '7f0c6a53-8f0a-4a43-9d4c-0a4c1f7b2a10',
      type: 'MoneyCredited',
      data: { amountPaise: 500 },
      metadata,
      streamId: 'wallet-1',
      streamVersion: 3,
      globalPosition: 1200,
      checkpoint: '1200:1190',
      hash: 'ab'.repeat(32),
      createdAt: '2026-01-05T04:30:01.000Z',
    });
  });

  it('leaves out system events and keeps an event without a hash (so verification fails on it)', () => {
    expect(toStoredEvent(recorded({ type: '$metadata' }))).toBeNull();
    expect(toStoredEvent(recorded({ streamId: '$stats-1' }))).toBeNull();
    expect(toStoredEvent(recorded({ metadata: metadata }))?.hash).toBe('');
  });
});
