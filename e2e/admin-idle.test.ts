import pg from 'pg';
import type { Page } from 'playwright-core';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { openSection, seriousAxeViolations } from './page-helpers';
import { failedLoad, useBrowserSuite } from './suite';

/**
 * The staff idle timeout as a person meets it: a minute before the server would end the session the
 * panel warns and offers to stay signed in; staying renews the session on the server, and letting
 * it run out lands on the sign-in page with the reason. The test clock: the session's end is moved
 * in the server's database, and the browser's timers are moved with Playwright's clock, so nobody
 * waits 15 minutes.
 */

const suite = useBrowserSuite({ signIn: 'admin' });
const { app } = suite;
let page: Page;
let db: pg.Client | undefined;

beforeEach(() => {
  page = suite.page;
});
afterAll(async () => {
  await db?.end();
});

async function database(): Promise<pg.Client> {
  if (!db) {
    db = new pg.Client({ connectionString: app.databaseUrl });
    await db.connect();
  }
  return db;
}

async function sessionId(): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('adminToken'));
  expect(token).toBeTruthy();
  return JSON.parse(Buffer.from(token!.split('.')[1]!, 'base64url').toString()).sid as string;
}

/** The session now ends `seconds` from now by the server's clock, as if it had been idle until then. */
async function endSessionIn(sid: string, seconds: number): Promise<void> {
  await (await database()).query('update sessions set expires_at = now() + make_interval(secs => $2) where id = $1', [sid, seconds]);
}

async function secondsLeft(sid: string): Promise<number> {
  const { rows } = await (
    await database()
  ).query<{ left: number }>('select extract(epoch from expires_at - now())::float8 as left from sessions where id = $1', [sid]);
  return rows[0]!.left;
}

/** Reloads the panel with Playwright's clock in charge of the page's timers. */
async function reloadWithTestClock(): Promise<void> {
  await page.clock.install();
  await page.reload();
  await page.getByRole('button', { name: 'Logout' }).waitFor();
}

describe('idle sign-out', () => {
  it('a click in the panel renews the session on the server', async () => {
    const sid = await sessionId();
    await endSessionIn(sid, 10 * 60);
    const renewal = page.waitForRequest((r) => r.url().endsWith('/api/admin/auth/session/renew') && r.method() === 'POST');
    await openSection(page, 'Merchants');
    await renewal;
    await expect.poll(() => secondsLeft(sid)).toBeGreaterThan(14 * 60);
  });

  it('warns a minute before, and "Stay signed in" renews the session on the server', async () => {
    const sid = await sessionId();
    await endSessionIn(sid, 75);
    await reloadWithTestClock();
    expect(await page.getByRole('dialog').count()).toBe(0);

    // 15 seconds later by the page's clock: a minute is left, and the panel says so.
    await page.clock.fastForward('00:16');
    const dialog = page.getByRole('dialog', { name: 'Are you still there?' });
    await dialog.waitFor();
    expect(await dialog.innerText()).toMatch(/signed out in (1 minute|\d+ seconds?) because there has been no activity/);
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(await secondsLeft(sid)).toBeLessThan(61);

    await dialog.getByRole('button', { name: 'Stay signed in' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => secondsLeft(sid)).toBeGreaterThan(14 * 60);
    // Still signed in well after the old end.
    await page.clock.fastForward('02:00');
    expect(await page.getByRole('dialog').count()).toBe(0);
    await openSection(page, 'Settings');
  });

  it('letting it run out signs out to the sign-in page with the reason', async () => {
    // Once the server has ended the session, the panel's reads are refused before it signs out.
    suite.allowConsoleErrors(failedLoad(401, /\/api\/admin\//));
    const sid = await sessionId();
    await endSessionIn(sid, 70);
    await reloadWithTestClock();
    await page.clock.fastForward('00:11');
    const dialog = page.getByRole('dialog', { name: 'Are you still there?' });
    await dialog.waitFor();

    // Nobody answers: the server ends the session at its time, and the page's clock gets there too.
    await endSessionIn(sid, -1);
    await page.clock.fastForward('01:05');
    await page.waitForURL(`${app.baseUrl}/admin/login`);
    await expect.poll(() => page.getByTestId('signed-out-reason').innerText()).toContain('signed out after 15 minutes without activity');
    expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toBeNull();
  });
});
