import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const c = loadConfig({}, '1.2.3');
    expect(c).toMatchObject({ port: 5000, host: '0.0.0.0', dataDir: path.resolve('./data'), databaseUrl: undefined, logLevel: 'info', version: '1.2.3' });
    expect(c.admin).toBeUndefined();
    expect(c.publicUrl).toBe('http://localhost:5000');
  });

  it('reads every variable', () => {
    const c = loadConfig(
      {
        PORT: '6000',
        HOST: '127.0.0.1',
        DATA_DIR: '/var/lib/smartsplit',
        DATABASE_URL: 'postgres://u:p@db:5432/app',
        APP_SECRET: 'x'.repeat(40),
        ADMIN_EMAIL: 'Boss@Example.com',
        ADMIN_PASSWORD: 'Str0ng-Password',
        SMTP_URL: 'smtps://u:p@mail.example.com:465',
        MAIL_FROM: 'SmartSplit <no-reply@example.com>',
        LOG_LEVEL: 'debug',
      },
      '1.0.0',
    );
    expect(c).toMatchObject({ port: 6000, host: '127.0.0.1', dataDir: '/var/lib/smartsplit', databaseUrl: 'postgres://u:p@db:5432/app', logLevel: 'debug' });
    expect(c.admin).toEqual({ email: 'boss@example.com', password: 'Str0ng-Password' });
  });

  it('reads the replica settings, and refuses a replica without an external primary or a bad lag limit', () => {
    expect(loadConfig({}, '1.0.0')).toMatchObject({ databaseReplicaUrl: undefined, replicaMaxLagMs: 5000 });
    const c = loadConfig(
      { DATABASE_URL: 'postgres://u:p@db:5432/app', DATABASE_REPLICA_URL: 'postgres://u:p@replica:5432/app', REPLICA_MAX_LAG_MS: '250' },
      '1.0.0',
    );
    expect(c).toMatchObject({ databaseReplicaUrl: 'postgres://u:p@replica:5432/app', replicaMaxLagMs: 250 });
    const problems = (env: Record<string, string>) => {
      try {
        loadConfig(env, '1.0.0');
        return [];
      } catch (err) {
        return (err as ConfigError).problems;
      }
    };
    expect(problems({ DATABASE_REPLICA_URL: 'postgres://u:p@replica:5432/app' })).toEqual([expect.stringMatching(/^DATABASE_REPLICA_URL: needs DATABASE_URL/)]);
    expect(problems({ DATABASE_URL: 'postgres://u:p@db/app', DATABASE_REPLICA_URL: 'mysql://replica' })).toEqual([
      expect.stringMatching(/^DATABASE_REPLICA_URL: must be a postgres/),
    ]);
    for (const bad of ['99', '3600001', '1.5', 'soon'])
      expect(problems({ REPLICA_MAX_LAG_MS: bad })).toEqual([expect.stringMatching(/^REPLICA_MAX_LAG_MS: must be a whole number/)]);
  });

  it('lists every problem at once', () => {
    try {
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', SMTP_URL: 'http://x', LOG_LEVEL: 'loud', APP_SECRET: 'short', ADMIN_EMAIL: 'a@b.co' }, '1.0.0');
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      const problems = (err as ConfigError).problems.join('\n');
      for (const key of ['PORT', 'DATABASE_URL', 'SMTP_URL', 'LOG_LEVEL', 'APP_SECRET', 'ADMIN_PASSWORD']) expect(problems).toContain(key);
    }
  });

  it('parses TRUST_PROXY as a flag, a hop count or an address list', () => {
    expect(loadConfig({}, '1').trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true', NODE_ENV: 'development' }, '1').trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '1' }, '1').trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }, '1').trustProxy).toEqual(['10.0.0.0/8', '127.0.0.1']);
    expect(loadConfig({ TRUST_PROXY: 'fd00::/8,::1' }, '1').trustProxy).toEqual(['fd00::/8', '::1']);
    for (const bad of ['yes please', '10.0.0.0/33', '10.0.0.300', 'fd00::/129', '10.0.0.0/8,', '1.2.3.4/8/9']) {
      expect(() => loadConfig({ TRUST_PROXY: bad }, '1'), bad).toThrow(/TRUST_PROXY/);
    }
  });

  it('refuses TRUST_PROXY=true in production (the default environment), naming what to set instead', () => {
    for (const env of [{ TRUST_PROXY: 'true' }, { TRUST_PROXY: 'true', NODE_ENV: 'production' }]) {
      try {
        loadConfig(env, '1');
        expect.unreachable();
      } catch (err) {
        expect(err).toBeInstanceOf(ConfigError);
        const problems = (err as ConfigError).problems;
        expect(problems).toHaveLength(1);
        expect(problems[0]).toMatch(/^TRUST_PROXY: true is refused in production/);
        expect(problems[0]).toMatch(/number of proxies/);
        expect(problems[0]).toMatch(/CIDR/);
      }
    }
    // A hop count or a list stays accepted in production.
    expect(loadConfig({ TRUST_PROXY: '2', NODE_ENV: 'production' }, '1').trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8', NODE_ENV: 'production' }, '1').trustProxy).toEqual(['10.0.0.0/8']);
  });

  it('reads the per-key API rate limits, 100 live and 25 test by default, 0 turning them off', () => {
    expect(loadConfig({}, '1').apiRateLimit).toEqual({ live: 100, test: 25 });
    expect(loadConfig({ API_RATE_LIMIT_LIVE: '0', API_RATE_LIMIT_TEST: '500' }, '1').apiRateLimit).toEqual({ live: 0, test: 500 });
    for (const bad of ['-1', '2.5', 'fast', '100001']) {
      expect(() => loadConfig({ API_RATE_LIMIT_LIVE: bad }, '1'), bad).toThrow(/API_RATE_LIMIT_LIVE/);
      expect(() => loadConfig({ API_RATE_LIMIT_TEST: bad }, '1'), bad).toThrow(/API_RATE_LIMIT_TEST/);
    }
  });

  it('reads the live notification stream caps, 10 per user and 2000 per instance by default', () => {
    expect(loadConfig({}, '1').notificationStreams).toEqual({ perUser: 10, perInstance: 2000 });
    expect(loadConfig({ NOTIFICATION_STREAMS_PER_USER: '3', NOTIFICATION_STREAMS_PER_INSTANCE: '50' }, '1').notificationStreams).toEqual({
      perUser: 3,
      perInstance: 50,
    });
    for (const bad of ['0', '1.5', 'many']) {
      expect(() => loadConfig({ NOTIFICATION_STREAMS_PER_USER: bad }, '1'), bad).toThrow(/NOTIFICATION_STREAMS_PER_USER/);
      expect(() => loadConfig({ NOTIFICATION_STREAMS_PER_INSTANCE: bad }, '1'), bad).toThrow(/NOTIFICATION_STREAMS_PER_INSTANCE/);
    }
  });

  it('reads EXPORTS_PER_INSTANCE, 5 by default', () => {
    expect(loadConfig({}, '1').exportsPerInstance).toBe(5);
    expect(loadConfig({ EXPORTS_PER_INSTANCE: '12' }, '1').exportsPerInstance).toBe(12);
    for (const bad of ['0', '1.5', 'many', '1001']) expect(() => loadConfig({ EXPORTS_PER_INSTANCE: bad }, '1'), bad).toThrow(/EXPORTS_PER_INSTANCE/);
  });

  it('reads API_LOG_RETENTION_DAYS as whole days, 30 by default', () => {
    expect(loadConfig({}, '1').apiLogRetentionDays).toBe(30);
    expect(loadConfig({ API_LOG_RETENTION_DAYS: '7' }, '1').apiLogRetentionDays).toBe(7);
    for (const bad of ['0', '1.5', 'week', '4000']) expect(() => loadConfig({ API_LOG_RETENTION_DAYS: bad }, '1')).toThrow(/API_LOG_RETENTION_DAYS/);
  });

  it('reads the metrics token and the heartbeat timings, and refuses bad ones', () => {
    expect(loadConfig({}, '1')).toMatchObject({ metricsToken: undefined, heartbeatIntervalMs: 10_000, heartbeatStaleMs: 30_000 });
    expect(loadConfig({ METRICS_TOKEN: 'a'.repeat(16), HEARTBEAT_INTERVAL_MS: '200', HEARTBEAT_STALE_MS: '1000' }, '1')).toMatchObject({
      metricsToken: 'a'.repeat(16),
      heartbeatIntervalMs: 200,
      heartbeatStaleMs: 1000,
    });
    expect(() => loadConfig({ METRICS_TOKEN: 'short' }, '1')).toThrow(/METRICS_TOKEN/);
    expect(() => loadConfig({ METRICS_TOKEN: 'has a space in it, sadly' }, '1')).toThrow(/METRICS_TOKEN/);
    expect(() => loadConfig({ HEARTBEAT_INTERVAL_MS: 'often' }, '1')).toThrow(/HEARTBEAT_INTERVAL_MS/);
    expect(() => loadConfig({ HEARTBEAT_INTERVAL_MS: '5000', HEARTBEAT_STALE_MS: '5000' }, '1')).toThrow(/HEARTBEAT_STALE_MS/);
  });

  it('reads the shutdown timings and the overload threshold: a 5 s drain in production only, 30 s to stop, 1 s of loop delay', () => {
    expect(loadConfig({}, '1')).toMatchObject({ shutdown: { drainMs: 5_000, timeoutMs: 30_000 }, maxEventLoopDelayMs: 1_000 });
    expect(loadConfig({ NODE_ENV: 'test' }, '1').shutdown.drainMs).toBe(0);
    expect(loadConfig({ NODE_ENV: 'development' }, '1').shutdown.drainMs).toBe(0);
    expect(loadConfig({ SHUTDOWN_DRAIN_MS: '0', SHUTDOWN_TIMEOUT_MS: '2000', MAX_EVENT_LOOP_DELAY_MS: '0' }, '1')).toMatchObject({
      shutdown: { drainMs: 0, timeoutMs: 2_000 },
      maxEventLoopDelayMs: 0,
    });
    expect(loadConfig({ NODE_ENV: 'test', SHUTDOWN_DRAIN_MS: '250' }, '1').shutdown.drainMs).toBe(250);
    // A timeout shorter than the default drain shortens the default rather than refusing the start.
    expect(loadConfig({ SHUTDOWN_TIMEOUT_MS: '3000' }, '1').shutdown.drainMs).toBe(2_999);
    for (const bad of ['-1', '1.5', 'soon', '600001']) expect(() => loadConfig({ SHUTDOWN_DRAIN_MS: bad }, '1')).toThrow(/SHUTDOWN_DRAIN_MS/);
    for (const bad of ['0', '999', 'never']) expect(() => loadConfig({ SHUTDOWN_TIMEOUT_MS: bad }, '1')).toThrow(/SHUTDOWN_TIMEOUT_MS/);
    expect(() => loadConfig({ SHUTDOWN_DRAIN_MS: '5000', SHUTDOWN_TIMEOUT_MS: '5000' }, '1')).toThrow(
      /SHUTDOWN_TIMEOUT_MS: must be longer than SHUTDOWN_DRAIN_MS/,
    );
    for (const bad of ['-5', 'high', '60001']) expect(() => loadConfig({ MAX_EVENT_LOOP_DELAY_MS: bad }, '1')).toThrow(/MAX_EVENT_LOOP_DELAY_MS/);
  });

  it('treats blank values as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '  ' }, '1.0.0')).toMatchObject({ port: 5000, databaseUrl: undefined });
  });

  it('reads the session lifetimes, staff 15 minutes idle and 12 hours in all, merchants 24 hours and 7 days by default', () => {
    expect(loadConfig({}, '1').sessions).toEqual({
      admin: { idleSeconds: 15 * 60, maxSeconds: 12 * 3600 },
      merchant: { idleSeconds: 24 * 3600, maxSeconds: 7 * 24 * 3600 },
    });
    const c = loadConfig(
      { ADMIN_SESSION_IDLE_MINUTES: '5', ADMIN_SESSION_MAX_HOURS: '8', MERCHANT_SESSION_IDLE_MINUTES: '60', MERCHANT_SESSION_MAX_HOURS: '24' },
      '1',
    );
    expect(c.sessions).toEqual({ admin: { idleSeconds: 300, maxSeconds: 8 * 3600 }, merchant: { idleSeconds: 3600, maxSeconds: 24 * 3600 } });
  });

  it('refuses session lifetimes that are not whole numbers in range, or an idle time longer than the lifetime', () => {
    for (const [key, value] of [
      ['ADMIN_SESSION_IDLE_MINUTES', '1'],
      ['ADMIN_SESSION_IDLE_MINUTES', '2.5'],
      ['ADMIN_SESSION_MAX_HOURS', '0'],
      ['MERCHANT_SESSION_IDLE_MINUTES', 'forever'],
      ['MERCHANT_SESSION_MAX_HOURS', '100000'],
    ] as const) {
      expect(() => loadConfig({ [key]: value }, '1'), `${key}=${value}`).toThrow(new RegExp(key));
    }
    expect(() => loadConfig({ ADMIN_SESSION_IDLE_MINUTES: '120', ADMIN_SESSION_MAX_HOURS: '1' }, '1')).toThrow(
      /ADMIN_SESSION_IDLE_MINUTES: must not exceed ADMIN_SESSION_MAX_HOURS/,
    );
  });

  it('reads APP_SECRET from APP_SECRET_FILE, and refuses both together or a bad file', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'smartsplit-secret-'));
    try {
      const file = path.join(dir, 'app-secret');
      fs.writeFileSync(file, `${'s'.repeat(40)}\n`, { mode: 0o600 });
      expect(loadConfig({ APP_SECRET_FILE: file }, '1')).toMatchObject({ appSecret: 's'.repeat(40), appSecretFile: file });
      expect(() => loadConfig({ APP_SECRET_FILE: file, APP_SECRET: 'x'.repeat(40) }, '1')).toThrow(
        /APP_SECRET_FILE: set APP_SECRET or APP_SECRET_FILE, not both/,
      );
      expect(() => loadConfig({ APP_SECRET_FILE: path.join(dir, 'missing') }, '1')).toThrow(/APP_SECRET_FILE: cannot read .*missing \(ENOENT\)/);
      fs.writeFileSync(file, 'too-short\n');
      expect(() => loadConfig({ APP_SECRET_FILE: file }, '1')).toThrow(/APP_SECRET_FILE: .* at least 32 characters/);
      // The message names the file, never its content.
      expect(() => loadConfig({ APP_SECRET_FILE: file }, '1')).not.toThrow(/too-short/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
  it('turns tracing on only with OTEL_EXPORTER_OTLP_ENDPOINT, appending /v1/traces, and refuses what is not a base URL', () => {
    expect(loadConfig({}, '1').tracing).toBeUndefined();
    expect(loadConfig({ OTEL_SERVICE_NAME: 'alone' }, '1').tracing).toBeUndefined();
    expect(loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' }, '1').tracing).toEqual({
      tracesUrl: 'http://collector:4318/v1/traces',
      serviceName: 'smartsplit',
    });
    expect(loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'https://otel.example.com/otlp/', OTEL_SERVICE_NAME: 'smartsplit-eu' }, '1').tracing).toEqual({
      tracesUrl: 'https://otel.example.com/otlp/v1/traces',
      serviceName: 'smartsplit-eu',
    });
    for (const bad of ['collector:4318', 'grpc://collector:4317', 'http://', 'http://c:4318/?x=1', 'http://user:pw@c:4318', 'ftp://c']) {
      expect(() => loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: bad }, '1'), bad).toThrow(/OTEL_EXPORTER_OTLP_ENDPOINT/);
    }
    expect(() => loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://c:4318', OTEL_SERVICE_NAME: 'has space' }, '1')).toThrow(/OTEL_SERVICE_NAME/);
  });
});
