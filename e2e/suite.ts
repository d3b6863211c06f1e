import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, beforeEach, inject } from 'vitest';
import { loadConfig } from '@server/config';
import { startServer } from '@server/server';
import { signupBody } from '../test/support/factories';
import { createTestDatabase } from '../test/support/test-cluster';

/**
 * One set-up for every browser test file: the real server on the built dist/web with its own
 * database, one Chromium per file, a fresh context and page per test, the sign-in steps, and a
 * check that fails any test whose pages throw an uncaught error or log a console error the
 * test did not declare as expected.
 *
 *   const suite = useBrowserSuite({ signIn: 'admin' });
 *   const { app } = suite;
 *   let page: Page;
 *   beforeEach(() => { page = suite.page; });
 */

export const E2E_ADMIN = { email: 'e2e-admin@smartsplit.test', password: 'E2e-Admin-Passw0rd' };

export const WEB_DIR = path.resolve(import.meta.dirname, '../dist/web');

interface TestAppServer {
  baseUrl: string;
  databaseUrl: string;
  stop(): Promise<void>;
}

/**
 * The real server (as `npm start` runs it) on the built dist/web, with its
 * own fresh PostgreSQL database, on a free port.
 */
async function startTestApp(env: Record<string, string> = {}): Promise<TestAppServer> {
  const { url, drop } = await createTestDatabase(inject('pgAdminUrl'));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'smartsplit-e2e-'));
  const config = loadConfig(
    {
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: url,
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      LOG_LEVEL: 'warn',
      // No overload shedding: the browsers beside it starve this process of CPU on a busy machine, and a
      // page answered 503 OVERLOADED fails the test it serves (shedding has its own tests in test/probes.test.ts).
      MAX_EVENT_LOOP_DELAY_MS: '0',
      ...env,
    },
    '1.0.0',
  );
  const server = await startServer(config, { logger: pino({ level: 'warn' }) });
  return {
    baseUrl: server.url,
    databaseUrl: url,
    async stop() {
      await server.stop();
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function chromiumPath(): string {
  const candidate = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (!fs.existsSync(candidate)) {
    throw new Error(
      `No Chromium at ${candidate}. Install one (Debian/Ubuntu: "apt-get install -y chromium") ` +
        'or set CHROMIUM_PATH to a Chromium or Chrome binary. Browser tests never skip.',
    );
  }
  return candidate;
}

function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'],
  });
}

/** A console error a test provokes on purpose, declared with `suite.allowConsoleErrors`. */
export interface ExpectedConsoleError {
  /** The whole message: a string must equal it, a RegExp must match it. */
  text: string | RegExp;
  /** Where the browser says the message came from: a string is compared with the URL's path, a RegExp is tested against the whole URL. */
  url?: string | RegExp;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Chromium's own console error for a request that failed: `outcome` is the HTTP status the
 * server (or a test's route) answered with, or the network error, e.g. 'net::ERR_FAILED';
 * `url` is the request's path, or a RegExp for the whole URL (see ExpectedConsoleError).
 */
export function failedLoad(outcome: number | `net::${string}`, url: string | RegExp): ExpectedConsoleError {
  const reason = typeof outcome === 'number' ? `the server responded with a status of ${outcome} \\([^)]*\\)` : escapeRegExp(outcome);
  return { text: new RegExp(`^Failed to load resource: ${reason}$`), url };
}

/** The app's console report of a failed mutation (lib/query-client.ts), naming the error message the screen also shows. */
export function mutationFailed(message: string): ExpectedConsoleError {
  return { text: new RegExp(`^Mutation failed: \\w*Error: ${escapeRegExp(message)}(\\n|$)`) };
}

interface PageProblem {
  kind: 'page error' | 'console error';
  text: string;
  url: string;
}

function describeProblem(problem: PageProblem): string {
  return `${problem.kind}: ${problem.text}${problem.url ? ` (at ${problem.url})` : ''}`;
}

function urlMatches(expected: string | RegExp, url: string): boolean {
  if (expected instanceof RegExp) return expected.test(url);
  try {
    return new URL(url).pathname === expected;
  } catch {
    return false;
  }
}

function isExpected(problem: PageProblem, allowed: readonly ExpectedConsoleError[]): boolean {
  if (problem.kind !== 'console error') return false;
  return allowed.some(
    (expected) =>
      (typeof expected.text === 'string' ? expected.text === problem.text : expected.text.test(problem.text)) &&
      (expected.url === undefined || urlMatches(expected.url, problem.url)),
  );
}

export interface SignedUpMerchant {
  token: string;
  merchantId: string;
  companyName: string;
  email: string;
  testSecret: string;
  testKeyPrefix: string;
}

export interface BrowserSuiteOptions {
  /** Extra environment for the server; called when the server starts, after the file's own earlier beforeAll hooks. */
  env?: () => Record<string, string>;
  /** Options for each test's browser context. */
  context?: BrowserContextOptions;
  /** Sign in as the e2e admin through the login page before each test. */
  signIn?: 'admin';
}

export interface BrowserSuite {
  /** The running server; `app.baseUrl` is readable once the file's beforeAll hooks run. */
  readonly app: {
    readonly baseUrl: string;
    /** The server's own database, for fixtures no API can make (past-dated payments). */ readonly databaseUrl: string;
  };
  /** This test's browser context and first page. */
  readonly context: BrowserContext;
  readonly page: Page;
  /** Another context for this test (e.g. a different viewport), watched and closed like the first. */
  newContext(options?: BrowserContextOptions): Promise<BrowserContext>;
  /** Declares console errors this test provokes on purpose; anything else still fails the test. */
  allowConsoleErrors(...expected: ExpectedConsoleError[]): void;
  /** The unexpected page errors and console errors of this test so far. */
  pageErrors(): string[];
  /** Throws, listing them, if this test's pages have any unexpected errors; runs after every test. */
  assertNoPageErrors(): void;
  /** Returns this test's unexpected errors and forgets everything collected so far. */
  takePageErrors(): string[];
  /** The API calls this test's pages have made and had no answer to yet, streams aside (they stay open with the page). */
  apiCallsUnderWay(): number;
  /** Signs in as the e2e admin through the login page and waits for the dashboard. */
  signInAsAdmin(page?: Page): Promise<void>;
  /** An admin session token from the login API. */
  adminToken(): Promise<string>;
  /** Signs up a fresh merchant (unique email) through the API. */
  signUpMerchant(overrides?: Record<string, unknown>): Promise<SignedUpMerchant>;
  /** Opens `path` with the merchant's session token stored, as a signed-in merchant's browser would. */
  signInAsMerchant(token: string, path?: string, page?: Page): Promise<void>;
}

/** The JSON body of a response that must have the expected status; throws with the body otherwise. */
export async function responseJson<T>(response: Response, expected: number, what: string): Promise<T> {
  const text = await response.text();
  if (response.status !== expected) throw new Error(`${what}: expected ${expected}, got ${response.status} ${text}`);
  return (text ? JSON.parse(text) : null) as T;
}

/** Registers the hooks for one browser test file; call once, at the top level of the file. */
export function useBrowserSuite(options: BrowserSuiteOptions = {}): BrowserSuite {
  let server: TestAppServer | undefined;
  let browser: Browser | undefined;
  let contexts: BrowserContext[] = [];
  let current: { context: BrowserContext; page: Page } | undefined;
  let problems: PageProblem[] = [];
  let allowed: ExpectedConsoleError[] = [];

  const started = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`The browser suite has no ${what} here: use it inside a test or a hook of the file that called useBrowserSuite.`);
    return value;
  };

  // What the pages asked the server and had no answer to yet, the slow answers and the refusals:
  // printed when a test fails, so a test that waited in vain says whether it waited on the server or
  // on the page.
  let inFlight = new Map<object, { what: string; path: string; since: number }>();
  let notable: string[] = [];
  const describeRequest = (request: { method(): string; url(): string }) => {
    const url = new URL(request.url());
    return `${request.method()} ${url.pathname}${url.search}`;
  };

  const watch = (page: Page) => {
    page.on('request', (request) => inFlight.set(request, { what: describeRequest(request), path: new URL(request.url()).pathname, since: performance.now() }));
    const answered = (request: object) => {
      const seen = inFlight.get(request);
      inFlight.delete(request);
      const took = seen ? performance.now() - seen.since : 0;
      if (seen && took > 2_000) notable.push(`${seen.what} took ${(took / 1000).toFixed(1)} s`);
    };
    page.on('response', (response) => {
      if (response.status() >= 400) notable.push(`${describeRequest(response.request())} answered ${response.status()}`);
    });
    page.on('requestfinished', answered);
    page.on('requestfailed', answered);
    page.on('pageerror', (error) => {
      const stack = (error.stack ?? '').split('\n').slice(1, 4).join('\n');
      const message = `${error.name}: ${error.message}`;
      problems.push({ kind: 'page error', text: stack ? `${message}\n${stack}` : message, url: page.url() });
    });
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push({ kind: 'console error', text: message.text(), url: message.location().url || page.url() });
    });
  };

  const app = {
    get databaseUrl() {
      return started(server, 'server').databaseUrl;
    },
    get baseUrl() {
      return started(server, 'server').baseUrl;
    },
  };

  const suite: BrowserSuite = {
    app,
    get context() {
      return started(current, 'context').context;
    },
    get page() {
      return started(current, 'page').page;
    },
    async newContext(contextOptions) {
      const context = await started(browser, 'browser').newContext(contextOptions);
      contexts.push(context);
      context.on('page', watch);
      return context;
    },
    allowConsoleErrors(...expected) {
      allowed.push(...expected);
    },
    pageErrors() {
      return problems.filter((problem) => !isExpected(problem, allowed)).map(describeProblem);
    },
    assertNoPageErrors() {
      const unexpected = suite.pageErrors();
      if (unexpected.length > 0) {
        throw new Error(
          `The page logged ${unexpected.length} unexpected error(s); fix them, or declare a deliberate one with suite.allowConsoleErrors:\n` +
            unexpected.map((line) => `  - ${line.replace(/\n/g, '\n    ')}`).join('\n'),
        );
      }
    },
    apiCallsUnderWay() {
      return [...inFlight.values()].filter(({ path }) => path.startsWith('/api/') && !path.endsWith('/stream')).length;
    },
    takePageErrors() {
      const unexpected = suite.pageErrors();
      problems = [];
      return unexpected;
    },
    async signInAsAdmin(page = suite.page) {
      await page.goto(`${app.baseUrl}/admin/login`);
      await page.getByLabel('Email').fill(E2E_ADMIN.email);
      await page.getByLabel('Password').fill(E2E_ADMIN.password);
      await page.getByRole('button', { name: 'Login to Admin Portal' }).click();
      await page.waitForURL(`${app.baseUrl}/admin`);
      await page.getByRole('button', { name: 'Logout' }).waitFor();
    },
    async adminToken() {
      const response = await fetch(`${app.baseUrl}/api/admin/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(E2E_ADMIN),
      });
      return (await responseJson<{ token: string }>(response, 200, 'admin login')).token;
    },
    async signUpMerchant(overrides = {}) {
      const body = signupBody(overrides);
      const response = await fetch(`${app.baseUrl}/api/merchant/signup`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      const data = await responseJson<{ token: string; merchant: { merchantId: string }; testApiKey: { secret: string; prefix: string } }>(
        response,
        201,
        'merchant signup',
      );
      return {
        token: data.token,
        merchantId: data.merchant.merchantId,
        companyName: String(body.companyName),
        email: String(body.contactEmail),
        testSecret: data.testApiKey.secret,
        testKeyPrefix: data.testApiKey.prefix,
      };
    },
    async signInAsMerchant(token, path = '/merchant-portal', page = suite.page) {
      await page.goto(`${app.baseUrl}${path}`);
      await page.evaluate((value) => localStorage.setItem('merchantToken', value), token);
      await page.reload();
    },
  };

  beforeAll(async () => {
    if (!fs.existsSync(path.join(WEB_DIR, 'routes.json'))) throw new Error('dist/web is not built: run "npm run build" first');
    const [serverStart, browserStart] = await Promise.allSettled([startTestApp(options.env?.()), launchBrowser()]);
    if (serverStart.status === 'fulfilled') server = serverStart.value;
    if (browserStart.status === 'fulfilled') browser = browserStart.value;
    for (const result of [serverStart, browserStart]) if (result.status === 'rejected') throw result.reason;
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  beforeEach(async () => {
    problems = [];
    allowed = [];
    inFlight = new Map();
    notable = [];
    const context = await suite.newContext(options.context);
    current = { context, page: await context.newPage() };
    if (options.signIn === 'admin') await suite.signInAsAdmin();
  });

  afterEach(async (test) => {
    // Before the contexts close, which ends whatever is still pending.
    if (test.task.result?.state === 'fail') {
      const now = performance.now();
      const waiting = [...inFlight.values()].map(({ what, since }) => `${what} unanswered for ${((now - since) / 1000).toFixed(1)} s`);
      const lines = waiting.length + notable.length > 0 ? [...waiting, ...notable] : ['none unanswered, slow or refused'];
      const pages = contexts.flatMap((context) => context.pages().map((page) => `page at ${new URL(page.url()).pathname}`));
      console.error([`Requests of the failed test "${test.task.name}":`, ...lines, ...pages].join('\n  '));
    }
    const open = contexts;
    contexts = [];
    current = undefined;
    await Promise.all(open.map((context) => context.close()));
    suite.assertNoPageErrors();
  });

  return suite;
}
