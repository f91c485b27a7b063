import { Global, Module, type DynamicModule } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver.js';
import type pg from 'pg';
import { dataSourceOptions } from './data-source.js';
import { PG_POOL } from './pg-pool.js';

/**
 * TypeORM for the read models, and the same connection pool as a raw `pg.Pool` for the
 * event store's single-statement appends. Features register their entities with
 * TypeOrmModule.forFeature; autoLoadEntities collects them.
 */
@Global()
@Module({})
export class DatabaseModule {
  static forRoot(url: string): DynamicModule {
    return {
      module: DatabaseModule,
      imports: [
        TypeOrmModule.forRootAsync({
          useFactory: () => ({ ...dataSourceOptions(url), autoLoadEntities: true }),
        }),
      ],
      providers: [
        {
          provide: PG_POOL,
          inject: [DataSource],
          useFactory: (source: DataSource): pg.Pool => (source.driver as PostgresDriver).master as pg.Pool,
        },
      ],
      exports: [PG_POOL],
    };
  }
}
