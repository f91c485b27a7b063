import { Module } from '@nestjs/common';
import { LiveDrawsFeed } from './feed/live-draws-feed.js';
import { LiveDrawsController } from './live-draws.controller.js';
import { LiveHub } from './live-hub.js';
import { DEFAULT_LIVE_OPTIONS, LIVE_OPTIONS } from './live.options.js';

/** Live updates to browsers (DESIGN.md section 1: across instances through LISTEN/NOTIFY). */
@Module({
  controllers: [LiveDrawsController],
  providers: [{ provide: LIVE_OPTIONS, useValue: DEFAULT_LIVE_OPTIONS }, LiveHub, LiveDrawsFeed],
})
export class LiveModule {}
