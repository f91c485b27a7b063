import { FixedClock } from '../clock/clock.js';
import { eventMetadata } from './event-metadata.js';

describe('eventMetadata', () => {
  it('takes the actor and request from the command and the time from the injected clock', () => {
    const clock = new FixedClock(new Date('2026-03-01T10:15:00.000Z'));
    expect(eventMetadata({ actor: 'user:7', correlationId: 'req-1', causationId: 'cmd-9' }, clock)).toEqual({
      actor: 'user:7',
      correlationId: 'req-1',
      causationId: 'cmd-9',
      occurredAt: '2026-03-01T10:15:00.000Z',
    });
  });

  it('records a missing cause as null', () => {
    expect(eventMetadata({ actor: 'system:scheduler', correlationId: 'job-1' }, new FixedClock()).causationId).toBeNull();
  });
});
