import { RateLimitedError } from '../shared/errors/rate-limited-error.js';

/** This instance serves as many streams as it may, in all or for this client address. */
export class TooManyLiveStreamsError extends RateLimitedError {
  constructor(retryAfterSeconds: number) {
    super('LIVE.TOO_MANY_STREAMS', 'Too many live connections. Please try again shortly.', retryAfterSeconds);
  }
}

/** The server is stopping: a new stream would be cut at once (the browser reconnects elsewhere). */
export class LiveStoppingError extends RateLimitedError {
  constructor(retryAfterSeconds: number) {
    super('LIVE.STOPPING', 'The server is restarting. Please try again shortly.', retryAfterSeconds);
  }
}
