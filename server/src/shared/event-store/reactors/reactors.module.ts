import { Global, Module } from '@nestjs/common';
import { Reactors } from './reactors.js';

/** Provides `Reactors` to every module; needs PG_POOL, the EventStore and Leadership. */
@Global()
@Module({ providers: [Reactors], exports: [Reactors] })
export class ReactorsModule {}
