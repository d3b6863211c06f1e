import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Database } from './db/client';
import type { DerivedKeys } from './modules/auth/keys';

/** What every route and module may need, built once at start. */
export interface AppContext {
  config: Config;
  database: Database;
  keys: DerivedKeys;
  logger: FastifyBaseLogger;
  startedAt: Date;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
