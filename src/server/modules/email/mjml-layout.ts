import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { projectPath } from '@server/project-root';

/**
 * The branded layout, written in MJML. MJML turns it into the nested tables
 * and inline styles that Outlook, Gmail and Apple Mail render alike.
 *
 * Each layout shape (with or without a button, with or without an unsubscribe
 * line) compiles to a skeleton with placeholder tokens, and a message is a
 * single pass of string substitution with values the caller has already
 * escaped. The four skeletons are compiled ahead, by `npm run email:layouts`,
 * into email-layouts.json beside this file, which the server reads: the MJML
 * package and the minifiers it pulls in (about half a second to load and
 * 20-odd MB of memory held for the life of the process) never load in the
 * server. A unit test fails when the file differs from what the MJML source
 * compiles to now.
 */

export interface LayoutShape {
  cta: boolean;
  unsubscribe: boolean;
}

/** Placeholders in a skeleton. Values are HTML that the caller has escaped. */
export type SlotName = 'SUBJECT' | 'PREVIEW' | 'HEADING' | 'BODY' | 'CTA_URL' | 'CTA_LABEL' | 'REASON' | 'COMPANY' | 'UNSUB_URL';

const token = (name: SlotName) => `__SS_${name}__`;

// Colours: every text colour sits on a background the layout sets itself, so a
// client that inverts colours for dark mode never leaves light text on a light
// (or transparent) ground. Contrast on the light theme is WCAG AA or better.
const NAVY = '#1e3a8a';
const MINT = '#6ee7b7';
const EMERALD = '#047857';
const PAGE = '#f1f5f9';
const CARD = '#ffffff';
const INK = '#0f172a';
const BODY_TEXT = '#1f2937';
const MUTED = '#475569';
const RULE = '#e2e8f0';

const DARK_MODE_CSS = `
  :root { color-scheme: light dark; supported-color-schemes: light dark; }
  @media (prefers-color-scheme: dark) {
    body, .ss-page { background-color: #0b1220 !important; }
    .ss-card, .ss-card > table { background-color: #111827 !important; }
    .ss-card div, .ss-card p, .ss-card h1 { color: #e5e7eb !important; }
    .ss-foot, .ss-foot > table { background-color: #111827 !important; }
    .ss-foot div { color: #cbd5e1 !important; }
    .ss-foot p { border-top-color: #334155 !important; }
    .ss-foot a, .ss-card a.ss-link { color: #93c5fd !important; }
  }`;

// The mark is drawn with a table cell, not an image: images are blocked by default in many clients.
const MARK = `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="border-collapse:separate;"><tr>
<td width="34" height="34" align="center" valign="middle" bgcolor="${EMERALD}" style="width:34px;height:34px;border-radius:8px;background-color:${EMERALD};color:#ffffff;font-family:Arial,Helvetica,sans-serif;font-size:19px;font-weight:700;line-height:34px;">S</td>
<td style="padding-left:10px;font-family:Arial,Helvetica,sans-serif;font-size:21px;font-weight:700;letter-spacing:-0.2px;color:#ffffff;background-color:${NAVY};">Smart<span style="color:${MINT};">Split</span></td>
</tr></table>`;

export function mjmlSource({ cta, unsubscribe }: LayoutShape): string {
  const button = cta
    ? `<mj-button href="${token('CTA_URL')}" background-color="${NAVY}" color="#ffffff" font-size="15px" font-weight="700" border-radius="6px" inner-padding="13px 22px" padding="8px 0 4px" align="left">${token('CTA_LABEL')}</mj-button>
       <mj-text font-size="12px" color="${MUTED}" padding="10px 0 0">If the button does not work, copy this address into your browser:<br><a class="ss-link" href="${token('CTA_URL')}" style="color:${NAVY};word-break:break-all;">${token('CTA_URL')}</a></mj-text>`
    : '';
  const unsub = unsubscribe
    ? `<br><a href="${token('UNSUB_URL')}" style="color:${NAVY};text-decoration:underline;">Unsubscribe from SmartSplit announcements</a>`
    : '';
  return `<mjml lang="en-GB" dir="ltr">
  <mj-head>
    <mj-title>${token('SUBJECT')}</mj-title>
    <mj-preview>${token('PREVIEW')}</mj-preview>
    <mj-raw><meta name="color-scheme" content="light dark"><meta name="supported-color-schemes" content="light dark"></mj-raw>
    <mj-attributes>
      <mj-all font-family="Arial, Helvetica, sans-serif" />
      <mj-text font-size="15px" line-height="1.6" color="${BODY_TEXT}" padding="0" />
      <mj-section padding="0" />
    </mj-attributes>
    <mj-style>${DARK_MODE_CSS}</mj-style>
  </mj-head>
  <mj-body background-color="${PAGE}" width="600px" css-class="ss-page">
    <mj-section padding="24px 0 0"><mj-column></mj-column></mj-section>
    <mj-section background-color="${NAVY}" padding="20px 28px" border-radius="8px 8px 0 0">
      <mj-column><mj-raw>${MARK}</mj-raw></mj-column>
    </mj-section>
    <mj-section background-color="${EMERALD}" padding="0"><mj-column><mj-spacer height="4px" /></mj-column></mj-section>
    <mj-section background-color="${CARD}" padding="32px 28px 28px" css-class="ss-card">
      <mj-column>
        <mj-text font-size="23px" line-height="1.3" font-weight="700" color="${INK}" padding="0 0 18px"><h1 style="margin:0;font-size:23px;line-height:1.3;font-weight:700;">${token('HEADING')}</h1></mj-text>
        <mj-text>${token('BODY')}</mj-text>
        ${button}
      </mj-column>
    </mj-section>
    <mj-section background-color="${CARD}" padding="0 28px" css-class="ss-foot"><mj-column><mj-divider border-width="1px" border-color="${RULE}" padding="0" /></mj-column></mj-section>
    <mj-section background-color="${CARD}" padding="18px 28px 22px" border-radius="0 0 8px 8px" css-class="ss-foot">
      <mj-column>
        <mj-text font-size="12px" line-height="1.6" color="${MUTED}">${token('REASON')}<br>${token('COMPANY')}${unsub}</mj-text>
      </mj-column>
    </mj-section>
    <mj-section padding="0 0 24px"><mj-column></mj-column></mj-section>
  </mj-body>
</mjml>`;
}

type Mjml2Html = (input: string, options?: Record<string, unknown>) => { html: string; errors: { formattedMessage: string }[] };

export const LAYOUT_SHAPES: readonly LayoutShape[] = [false, true].flatMap((cta) => [false, true].map((unsubscribe) => ({ cta, unsubscribe })));
export const shapeKey = (shape: LayoutShape) => `${shape.cta ? 'cta' : 'plain'}-${shape.unsubscribe ? 'unsubscribe' : 'service'}`;
export const EMAIL_LAYOUTS_FILE = projectPath('src/server/modules/email/email-layouts.json');

/** Compiles one shape with MJML (for `npm run email:layouts` and the test that keeps the file current). */
export function compileWithMjml(shape: LayoutShape): string {
  const mjml2html = createRequire(import.meta.url)('mjml') as Mjml2Html;
  const result = mjml2html(mjmlSource(shape), { validationLevel: 'strict', keepComments: false });
  if (typeof (result as unknown as Promise<unknown>).then === 'function') {
    throw new Error('This MJML version compiles asynchronously; the email layout expects MJML 4');
  }
  const html = result.html;
  for (const name of ['SUBJECT', 'HEADING', 'BODY', 'REASON', 'COMPANY'] as const) {
    if (!html.includes(token(name))) throw new Error(`Email layout lost its ${name} placeholder while compiling`);
  }
  return html;
}

/** Every shape compiled with MJML, as email-layouts.json holds them. */
export function compileAllLayouts(): Record<string, string> {
  return Object.fromEntries(LAYOUT_SHAPES.map((shape) => [shapeKey(shape), compileWithMjml(shape)]));
}

let skeletons: Record<string, string> | undefined;

/** The compiled skeleton of a shape, from email-layouts.json (read once). */
export function compileSkeleton(shape: LayoutShape): string {
  skeletons ??= JSON.parse(readFileSync(EMAIL_LAYOUTS_FILE, 'utf8')) as Record<string, string>;
  const html = skeletons[shapeKey(shape)];
  if (html === undefined) throw new Error(`email-layouts.json has no ${shapeKey(shape)} layout: run npm run email:layouts`);
  return html;
}

/** One pass over the skeleton: substituted values are never scanned again, so text that looks like a token stays text. */
export function fillSkeleton(skeleton: string, values: Partial<Record<SlotName, string>>): string {
  return skeleton.replace(/__SS_([A-Z_]+?)__/g, (_match, name: SlotName) => values[name] ?? '');
}

/** Reads the compiled layouts now, so a missing file stops start-up rather than the first message. */
export function warmEmailLayouts(): void {
  for (const shape of LAYOUT_SHAPES) compileSkeleton(shape);
}
