import { describe, expect, it } from 'vitest';
import { failedLoad, useBrowserSuite } from './suite';

/** The browser suite's own check: page errors and unexpected console errors fail the test that caused them. */

const suite = useBrowserSuite();
const { app } = suite;

describe('page error check', () => {
  it('reports an uncaught error thrown on the page', async () => {
    await suite.page.goto(`${app.baseUrl}/diagnostics`);
    expect(() => suite.assertNoPageErrors()).not.toThrow();
    await suite.page.evaluate(() => {
      setTimeout(() => {
        throw new Error('boom');
      });
    });
    await expect.poll(() => suite.pageErrors().length).toBe(1);
    expect(() => suite.assertNoPageErrors()).toThrow(/1 unexpected error\(s\)[\s\S]*page error: Error: boom/);
    // Forgotten once taken, so this test itself ends clean.
    expect(suite.takePageErrors()).toEqual([expect.stringMatching(/^page error: Error: boom\n/)]);
    expect(() => suite.assertNoPageErrors()).not.toThrow();
  });

  it('reports console errors from every page of the test, except the exact ones the test declares', async () => {
    await suite.page.goto(`${app.baseUrl}/diagnostics`);
    suite.allowConsoleErrors({ text: 'expected noise' });
    await suite.page.evaluate(() => console.error('expected noise'));
    await suite.page.evaluate(() => console.warn('a warning is not an error'));

    const popup = await suite.context.newPage();
    await popup.goto(`${app.baseUrl}/diagnostics`);
    await popup.evaluate(() => console.error('expected noise, and more'));
    await expect.poll(() => suite.pageErrors()).toEqual([`console error: expected noise, and more (at ${app.baseUrl}/diagnostics)`]);
    expect(() => suite.assertNoPageErrors()).toThrow(/console error: expected noise, and more/);
    suite.takePageErrors();

    const other = await suite.newContext();
    const tab = await other.newPage();
    await tab.goto(`${app.baseUrl}/diagnostics`);
    await tab.evaluate(() => console.error('from another context'));
    await expect.poll(() => suite.pageErrors()).toEqual([expect.stringMatching(/^console error: from another context/)]);
    suite.takePageErrors();
  });

  it('matches the browser’s failed-load message by status and path', async () => {
    await suite.page.goto(`${app.baseUrl}/diagnostics`);
    suite.allowConsoleErrors(failedLoad(404, '/api/some-other-route'), failedLoad(401, '/api/no-such-route'));
    const status = await suite.page.evaluate(() => fetch('/api/no-such-route').then((response) => response.status));
    expect(status).toBe(404);
    await expect
      .poll(() => suite.pageErrors())
      .toEqual([`console error: Failed to load resource: the server responded with a status of 404 (Not Found) (at ${app.baseUrl}/api/no-such-route)`]);

    suite.allowConsoleErrors(failedLoad(404, '/api/no-such-route'));
    expect(suite.pageErrors()).toEqual([]);
  });
});
