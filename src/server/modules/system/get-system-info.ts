import type { SystemInfo } from '@contract/admin-system';
import type { AppContext } from '@server/context';

/** The Settings "Platform information" card: real values, not the spec's fixed 1.0.0 / Live. */
export function getSystemInfo(ctx: AppContext, now = new Date()): SystemInfo {
  return {
    name: 'SmartSplit',
    version: ctx.config.version,
    environment: ctx.config.environment,
    database: ctx.config.databaseUrl ? 'external' : 'embedded',
    uptimeSeconds: Math.max(0, Math.floor((now.getTime() - ctx.startedAt.getTime()) / 1000)),
  };
}
