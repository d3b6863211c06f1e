import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { CONTACT_SUCCESS_MESSAGE } from '@contract/contact-rules';
import { PERSONAL_EMAIL_MESSAGE } from '@contract/personal-email-domains';
import { ISLAND_READY_ATTRIBUTE } from '@web/lib/islands';
import { firstLoadScripts } from '../scripts/prerender-html';
import { holdsFor } from '../test/support/helpers';
import { seriousAxeViolations } from './page-helpers';
import { failedLoad, useBrowserSuite, WEB_DIR } from './suite';

/**
 * The public website on the built app behind the real server: every page's HTML, the
 * sitemap, axe on every page at two sizes, the contact form's four outcomes, stored markup that
 * never runs, and the landing page's in-page links.
 */

/** Each public route, its h1 and a phrase only its real content has; of the API reference's group pages, two (e2e/api-docs-pages.test.ts checks them all). */
const PAGES: { path: string; h1: string; text: string }[] = [
  { path: '/', h1: 'AI-powered payment optimisation that maximises rewards at checkout', text: 'Card Viability Assessment' },
  { path: '/smart-split', h1: 'AI-powered payment optimisation that maximises rewards at checkout', text: 'Reward Optimisation Matrix' },
  { path: '/features', h1: 'Features', text: 'Smart distribution engine' },
  { path: '/pricing', h1: 'Pricing', text: '0.5%' },
  { path: '/api-docs', h1: 'API documentation', text: '/api/merchant/process-payment' },
  { path: '/api-docs/payments', h1: 'Payments', text: '/api/merchant/sandbox/simulate' },
  { path: '/api-docs/payment-lifecycle', h1: 'Payment lifecycle', text: '/api/merchant/refunds/{refundId}' },
  { path: '/integrations', h1: 'Integrations', text: 'How a payment flows' },
  { path: '/security', h1: 'Security', text: 'AES-256-GCM' },
  { path: '/privacy-policy', h1: 'Privacy policy', text: 'Information Commissioner’s Office' },
  { path: '/terms-of-service', h1: 'Terms of service', text: 'law of England and Wales' },
  { path: '/cookie-policy', h1: 'Cookie policy', text: 'merchantToken' },
  { path: '/accessibility', h1: 'Accessibility statement', text: 'WCAG 2.2' },
  { path: '/complaints', h1: 'Complaints', text: '15 business days' },
  { path: '/about', h1: 'About us', text: 'Our mission' },
  { path: '/newsroom', h1: 'Newsroom', text: 'Business verification moves fully online' },
  { path: '/jobs', h1: 'Jobs', text: 'Senior Backend Engineer, Payments' },
  { path: '/developers', h1: 'Developers', text: 'Authorization: Bearer sk_test_...' },
  { path: '/partners', h1: 'Partners', text: 'Gateway partnership' },
  { path: '/contact', h1: 'Contact us', text: 'Why choose SmartSplit' },
  { path: '/blog', h1: 'Blog', text: 'Idempotency keys, explained' },
  { path: '/press', h1: 'Press', text: 'Media enquiries' },
];

const suite = useBrowserSuite();
const { app } = suite;
let page: Page;
let problems: string[];

beforeEach(() => {
  page = suite.page;
  problems = [];
  // Failed loads are checked by URL: the contact tests make /api/contact fail on purpose.
  page.on('response', (response) => {
    if (response.status() >= 400 && !response.url().includes('/api/contact')) problems.push(`${response.status()} ${response.url()}`);
  });
  // No page may ever open a dialog: that would be stored markup running as script.
  page.on('dialog', (dialog) => {
    problems.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
});

/** Every public page the build wrote (dist/web/routes.json), the API reference's group pages included. */
const publicPaths = () => Object.keys((JSON.parse(fs.readFileSync(path.join(WEB_DIR, 'routes.json'), 'utf8')) as { static: Record<string, string> }).static);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('every public route', () => {
  it('answers 200 with its main content, title, description and canonical link in the HTML itself', async () => {
    for (const { path: route, h1, text } of PAGES) {
      const response = await fetch(`${app.baseUrl}${route}`);
      expect(response.status, route).toBe(200);
      const html = await response.text();
      expect(html, route).toMatch(new RegExp(`<h1[^>]*>${escapeRegExp(h1)}</h1>`));
      expect(html, route).toContain(text.replace(/&/g, '&amp;'));
      expect(html, route).toMatch(/<title>[^<]{10,}<\/title>/);
      expect(html, route).toMatch(/<meta name="description" content="[^"]{40,}"/);
      expect(html, route).toContain(`<link rel="canonical" href="https://smartsplit.example${route === '/smart-split' ? '/' : route}"/>`);
      expect(html, route).not.toMatch(/lorem ipsum|coming soon/i);
      expect(html, route).not.toMatch(/<script\b(?![^>]*\bsrc=)[^>]*>/);
    }
  });

  it('answers an unknown path with 404, and serves a sitemap of every public page and robots.txt', async () => {
    expect((await fetch(`${app.baseUrl}/no-such-page`)).status).toBe(404);
    const sitemap = await (await fetch(`${app.baseUrl}/sitemap.xml`)).text();
    const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
    expect(urls.sort()).toEqual(publicPaths().sort());
    expect(urls).toEqual(expect.arrayContaining(PAGES.map((p) => p.path)));
    // The 20 pages of the route table, and the API reference's group pages.
    expect(urls.filter((url) => !url.startsWith('/api-docs/')).length).toBe(20);
    expect(urls.filter((url) => url.startsWith('/api-docs/')).length).toBeGreaterThanOrEqual(10);
    const robots = await (await fetch(`${app.baseUrl}/robots.txt`)).text();
    expect(robots).toContain('Sitemap: https://smartsplit.example/sitemap.xml');
  });

  for (const [label, viewport] of [
    ['desktop', { width: 1280, height: 900 }],
    ['mobile', { width: 390, height: 844 }],
  ] as const) {
    it(`has no serious or critical axe violations on any page (${label})`, async () => {
      const sized = await suite.newContext({ viewport });
      const found: string[] = [];
      // Four tabs at a time: axe is CPU-bound and 33 pages one by one take minutes.
      const queue = publicPaths();
      await Promise.all(
        Array.from({ length: 4 }, async () => {
          const tab = await sized.newPage();
          for (let route = queue.shift(); route !== undefined; route = queue.shift()) {
            const response = await tab.goto(`${app.baseUrl}${route}`);
            expect(response?.status(), route).toBe(200);
            for (const violation of await seriousAxeViolations(tab)) found.push(`${route} ${violation}`);
          }
        }),
      );
      await sized.close();
      expect(found.sort()).toEqual([]);
    }, 180_000);
  }
});

describe('landing page', () => {
  async function expectInViewport(id: string) {
    await expect
      .poll(() =>
        page.evaluate((sectionId) => {
          const top = document.getElementById(sectionId)!.getBoundingClientRect().top;
          const header = document.querySelector('header')!.getBoundingClientRect().bottom;
          // Below the sticky bar (not hidden under it) and within the window.
          return top >= header - 2 && top < window.innerHeight;
        }, id),
      )
      .toBe(true);
  }

  it('scrolls to About and Contact from the top bar', async () => {
    await page.goto(`${app.baseUrl}/`);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Contact Us' }).click();
    await expectInViewport('contact');
    expect(new URL(page.url()).hash).toBe('#contact');
    await nav.getByRole('link', { name: 'About Us' }).click();
    await expectInViewport('about');
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
    expect(problems).toEqual([]);
  });

  it('keeps the menu and in-page links working without JavaScript, on a phone-sized screen', async () => {
    const noScript = await suite.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    page = await noScript.newPage();
    await page.goto(`${app.baseUrl}/smart-split`);
    // The phone menu is an HTML popover: it opens with no script at all.
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact Us' }).click();
    await expectInViewport('contact');
    expect(await page.getByRole('heading', { name: 'Why choose SmartSplit' }).isVisible()).toBe(true);
    await noScript.close();
  });

  it('links About and Contact to their own pages everywhere else', async () => {
    await page.goto(`${app.baseUrl}/features`);
    const nav = page.getByRole('navigation', { name: 'Main' });
    expect(await nav.getByRole('link', { name: 'About us' }).getAttribute('href')).toBe('/about');
    expect(await nav.getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe('/contact');
  });
});

describe('islands: public pages run only their interactive parts', () => {
  /** The paths of the scripts the page requests until the network is idle. */
  async function scriptsOf(path: string, tab: Page = page): Promise<string[]> {
    const scripts: string[] = [];
    const record = (request: { resourceType(): string; url(): string }) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    };
    tab.on('request', record);
    await tab.goto(`${app.baseUrl}${path}`, { waitUntil: 'networkidle' });
    tab.off('request', record);
    return scripts;
  }

  it('loads on the landing page exactly the islands its HTML names: no app entry, router or query client', async () => {
    const scripts = await scriptsOf('/');
    const html = await (await fetch(`${app.baseUrl}/`)).text();
    expect(scripts.sort()).toEqual(
      firstLoadScripts(html)
        .map((file) => `/${file}`)
        .sort(),
    );
    expect(scripts.some((script) => /islands-/.test(script))).toBe(true);
    expect(scripts.some((script) => /\/index-|app-layout|query|api-client|merchant|admin/.test(script))).toBe(false);
    // The form island is live: its button is enabled once it has started.
    await expect.poll(() => page.locator('#contact').getByRole('button', { name: 'Send message' }).isEnabled()).toBe(true);
    expect(problems).toEqual([]);
  });

  it('requests no script at all on a page without islands, the not-found page included', async () => {
    suite.allowConsoleErrors(failedLoad(404, '/no-such-page'));
    for (const path of ['/pricing', '/api-docs', '/api-docs/payment-lifecycle', '/developers', '/terms-of-service', '/no-such-page']) {
      expect(await scriptsOf(path), path).toEqual([]);
      expect(await page.getByRole('heading', { level: 1 }).count(), path).toBe(1);
    }
  });

  it('keeps what was typed before the form’s script started, then sends it', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route(/contact-form-island-[^/]+\.js$/, async (route) => {
      await gate;
      await route.continue();
    });
    await page.goto(`${app.baseUrl}/contact`, { waitUntil: 'domcontentloaded' });
    const button = page.getByRole('button', { name: 'Send message' });
    expect(await button.isDisabled()).toBe(true);
    await page.getByLabel('First name').fill('Sam');
    await page.getByLabel('Last name').fill('Taylor');
    await page.getByLabel('Business email').fill(`early.${Date.now().toString(36)}@gateway-e2e.example`);
    release();
    await expect.poll(() => button.isEnabled()).toBe(true);
    expect(await page.getByLabel('First name').inputValue()).toBe('Sam');
    await button.click();
    await expect.poll(() => page.getByTestId('contact-result').textContent()).toBe(CONTACT_SUCCESS_MESSAGE);
  });

  it('opens and closes the phone menu at 390 px: Menu, Close, Escape and a tap outside; wide screens show the links inline', async () => {
    const phone = await suite.newContext({ viewport: { width: 390, height: 844 } });
    const tab = await phone.newPage();
    expect(await scriptsOf('/pricing', tab)).toEqual([]);
    const menu = tab.getByRole('navigation', { name: 'Main' });
    const open = tab.getByRole('button', { name: 'Menu' });
    expect(await menu.isVisible()).toBe(false);

    await open.click();
    await expect.poll(() => menu.getByRole('link', { name: 'Features' }).isVisible()).toBe(true);
    expect(await menu.getByRole('link', { name: 'Merchant sign in' }).isVisible()).toBe(true);
    expect(await menu.getByRole('link', { name: 'Pricing' }).getAttribute('aria-current')).toBe('page');
    await menu.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => menu.isVisible()).toBe(false);

    await open.click();
    await expect.poll(() => menu.isVisible()).toBe(true);
    await tab.keyboard.press('Escape');
    await expect.poll(() => menu.isVisible()).toBe(false);

    await open.click();
    await expect.poll(() => menu.isVisible()).toBe(true);
    await tab.mouse.click(200, 800);
    await expect.poll(() => menu.isVisible()).toBe(false);

    // On the landing page an in-page link closes the menu (its one island) and scrolls to the section.
    await tab.goto(`${app.baseUrl}/`);
    await tab.getByRole('button', { name: 'Menu' }).click();
    await menu.getByRole('link', { name: 'Contact Us' }).click();
    await expect.poll(() => menu.isVisible()).toBe(false);
    await expect.poll(() => tab.evaluate(() => location.hash)).toBe('#contact');
    await expect.poll(() => tab.evaluate(() => document.getElementById('contact')!.getBoundingClientRect().top < window.innerHeight)).toBe(true);
    expect(await tab.evaluate(() => document.documentElement.scrollWidth)).toBe(390);

    await tab.setViewportSize({ width: 1280, height: 900 });
    expect(await tab.getByRole('button', { name: 'Menu' }).isVisible()).toBe(false);
    expect(await menu.getByRole('link', { name: 'Pricing' }).isVisible()).toBe(true);
    await phone.close();
  });

  it('keeps the API reference’s parts working with no script: the endpoint list jumps to each entry, code scrolls by keyboard', async () => {
    const phone = await suite.newContext({ viewport: { width: 390, height: 844 } });
    const tab = await phone.newPage();
    expect(await scriptsOf('/api-docs/payments', tab)).toEqual([]);
    const endpoints = tab.getByRole('navigation', { name: 'API reference' });
    const link = endpoints.getByRole('link', { name: /POST \/merchant\/process-payment/ });
    const target = (await link.getAttribute('href'))!;
    await link.click();
    await expect.poll(() => tab.evaluate(() => location.hash)).toBe(target);
    await expect.poll(() => tab.evaluate((id) => document.getElementById(id)!.getBoundingClientRect().top, target.slice(1))).toBeLessThan(844);
    const code = tab.locator('pre[tabindex="0"]').first();
    await code.scrollIntoViewIfNeeded();
    await code.focus();
    expect(await code.evaluate((element) => element === document.activeElement && element.scrollWidth > element.clientWidth)).toBe(true);
    await tab.keyboard.press('ArrowRight');
    await expect.poll(() => code.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    await phone.close();
  });

  it('follows Merchant sign in from the landing page into the portal, and the portal’s home link back to the prerendered page', async () => {
    await page.goto(`${app.baseUrl}/`);
    await page.getByRole('link', { name: 'Merchant sign in' }).click();
    await page.waitForURL(`${app.baseUrl}/merchant-portal`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Merchant Portal');
    await page.getByRole('tab', { name: 'Log In' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Log in' }).isVisible()).toBe(true);

    // A client-side link from the app to a public page becomes a full load of its prerendered HTML.
    await page.evaluate(() => Object.assign(window, { appWasHere: true }));
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.getByRole('link', { name: 'SmartSplit home' }).click();
    await page.waitForURL(`${app.baseUrl}/`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(PAGES[0]!.h1);
    expect(await page.evaluate(() => 'appWasHere' in window)).toBe(false);
    await expect.poll(() => scripts.some((script) => /islands-/.test(script))).toBe(true);
    expect(await page.title()).toBe('SmartSplit: split-payment optimisation that maximises card rewards');

    // Back returns to the portal, not to a dead entry in between.
    await page.goBack();
    await page.waitForURL(`${app.baseUrl}/merchant-portal`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Merchant Portal');

    // A route change to a public page that is not a click (here a history entry the router is told of) loads the page too.
    await page.evaluate(() => {
      history.pushState({}, '', '/pricing');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Pricing');
    expect(await page.locator('head title').textContent()).toBe('Pricing | SmartSplit');
    expect(problems).toEqual([]);
  });
});

describe('contact form', () => {
  const SUCCESS_GREEN = 'rgb(6, 95, 70)';
  const ERROR_RED = 'rgb(185, 28, 28)';
  const result = () => page.getByTestId('contact-result');
  const colour = () => result().evaluate((element) => getComputedStyle(element).color);
  const uniqueEmail = (tag: string) => `${tag}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@gateway-e2e.example`;

  async function fill(form: { email: string; message?: string }) {
    const scope = page.locator('#contact');
    await scope.getByLabel('First name').fill('Sam');
    await scope.getByLabel('Last name').fill('Taylor');
    await scope.getByLabel('Business email').fill(form.email);
    await scope.getByLabel('Company (optional)').fill('Example Payments Ltd');
    await scope.getByLabel('Area of interest').selectOption('integration');
    await scope.getByLabel('Message (optional)').fill(form.message ?? 'We would like to integrate split payments.');
  }

  async function adminSubmissions(): Promise<{ email: string; message: string | null; company: string | null; interestType: string }[]> {
    const token = await suite.adminToken();
    const list = await fetch(`${app.baseUrl}/api/admin/contact-submissions`, { headers: { authorization: `Bearer ${token}` } });
    return ((await list.json()) as { submissions: never[] }).submissions;
  }

  it('sends an enquiry: Sending... while busy, then the green thank-you, a cleared form and a stored row', async () => {
    await page.goto(`${app.baseUrl}/`);
    const email = uniqueEmail('success');
    await fill({ email });
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/contact', async (route) => {
      await gate;
      await route.continue();
    });
    const button = page.locator('#contact').getByRole('button', { name: /Send message|Sending/ });
    await button.click();
    await expect.poll(() => button.textContent()).toBe('Sending...');
    expect(await button.isDisabled()).toBe(true);
    release();

    await expect.poll(() => result().textContent()).toBe(CONTACT_SUCCESS_MESSAGE);
    expect(await colour()).toBe(SUCCESS_GREEN);
    expect(await button.textContent()).toBe('Send message');
    expect(await page.locator('#contact').getByLabel('Business email').inputValue()).toBe('');
    expect(await page.locator('#contact').getByLabel('First name').inputValue()).toBe('');

    const stored = (await adminSubmissions()).find((row) => row.email === email);
    expect(stored).toMatchObject({ company: 'Example Payments Ltd', interestType: 'integration', message: 'We would like to integrate split payments.' });
    expect(problems).toEqual([]);
  });

  it('changes the message placeholder with the area of interest', async () => {
    await page.goto(`${app.baseUrl}/contact`);
    // A choice made before the form's script has started would not reach it.
    await page
      .locator(`[${ISLAND_READY_ATTRIBUTE}]`)
      .filter({ has: page.getByLabel('Area of interest') })
      .waitFor();
    const message = page.getByLabel('Message (optional)');
    const before = await message.getAttribute('placeholder');
    await page.getByLabel('Area of interest').selectOption('licensing');
    expect(await message.getAttribute('placeholder')).not.toBe(before);
    expect(await message.getAttribute('rows')).toBe('4');
  });

  it('refuses a personal email domain in the browser, in red, without sending anything', async () => {
    await page.goto(`${app.baseUrl}/`);
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/contact')) sent.push(request.url());
    });
    await fill({ email: 'Sam.Taylor@GMAIL.com' });
    await page.locator('#contact').getByRole('button', { name: 'Send message' }).click();
    await expect.poll(() => result().textContent()).toBe(PERSONAL_EMAIL_MESSAGE);
    expect(await colour()).toBe(ERROR_RED);
    expect(await page.locator('#contact').getByLabel('Business email').getAttribute('aria-invalid')).toBe('true');
    expect(sent).toEqual([]);
  });

  it('shows required-field messages before sending', async () => {
    await page.goto(`${app.baseUrl}/contact`);
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect.poll(() => page.getByText('Enter your first name').isVisible()).toBe(true);
    expect(await page.getByText('Enter your email address').isVisible()).toBe(true);
    expect(await page.getByLabel('First name').evaluate((element) => element === document.activeElement)).toBe(true);
  });

  it('shows the server’s message in red when the server refuses, and the spec fallback when it sends none', async () => {
    await page.goto(`${app.baseUrl}/`);
    suite.allowConsoleErrors(failedLoad(500, '/api/contact'), failedLoad(502, '/api/contact'));
    await page.route('**/api/contact', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, message: 'Our enquiry service is down for maintenance.', code: 'INTERNAL_ERROR' }),
      }),
    );
    await fill({ email: uniqueEmail('server-error') });
    await page.locator('#contact').getByRole('button', { name: 'Send message' }).click();
    await expect.poll(() => result().textContent()).toBe('Our enquiry service is down for maintenance.');
    expect(await colour()).toBe(ERROR_RED);
    // The form keeps what was typed so the person can try again.
    expect(await page.locator('#contact').getByLabel('First name').inputValue()).toBe('Sam');

    await page.unroute('**/api/contact');
    await page.route('**/api/contact', (route) => route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>Bad gateway</h1>' }));
    await page.locator('#contact').getByRole('button', { name: 'Send message' }).click();
    await expect.poll(() => result().textContent()).toBe('Unable to submit form. Please try again.');
    expect(await colour()).toBe(ERROR_RED);
  });

  it('reports a network failure with the spec’s message in red', async () => {
    await page.goto(`${app.baseUrl}/contact`);
    suite.allowConsoleErrors(failedLoad('net::ERR_INTERNET_DISCONNECTED', '/api/contact'));
    await page.route('**/api/contact', (route) => route.abort('internetdisconnected'));
    await page.getByLabel('First name').fill('Sam');
    await page.getByLabel('Last name').fill('Taylor');
    await page.getByLabel('Business email').fill(uniqueEmail('offline'));
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect.poll(() => result().textContent()).toBe('Unable to submit form. Please try again or contact us directly.');
    expect(await colour()).toBe(ERROR_RED);
  });

  it('stores markup verbatim and never runs it, on the site or in the admin panel', async () => {
    const email = uniqueEmail('markup');
    const message = '<script>alert(1)</script><img src=x onerror="alert(2)"> & thanks';
    await page.goto(`${app.baseUrl}/`);
    await fill({ email, message });
    await page.locator('#contact').getByRole('button', { name: 'Send message' }).click();
    await expect.poll(() => result().textContent()).toBe(CONTACT_SUCCESS_MESSAGE);
    expect((await adminSubmissions()).find((row) => row.email === email)?.message).toBe(message);

    // Where staff read it: the admin panel's Contact Submissions, signed in through the real API.
    await page.evaluate((token) => localStorage.setItem('adminToken', token), await suite.adminToken());
    await page.goto(`${app.baseUrl}/admin/contact-submissions`);
    await expect.poll(() => page.getByText(message, { exact: false }).count(), { timeout: 15_000 }).toBeGreaterThan(0);
    await holdsFor(300, () => expect(problems.filter((problem) => problem.startsWith('dialog'))).toEqual([]));
  });
});
