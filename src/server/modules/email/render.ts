import { compileSkeleton, fillSkeleton } from './mjml-layout';

/** What a branded message says; the layout is applied by renderBrandedEmail. */
export interface EmailContent {
  subject: string;
  heading: string;
  /** Plain text. A "\n" inside a paragraph becomes a line break. */
  paragraphs: string[];
  cta?: { label: string; url: string };
  /** Why the recipient gets this email (footer). */
  reason: string;
  /** Inbox preview line; the first paragraph when absent. */
  preview?: string;
  /** Campaign mail only: a one-click unsubscribe link in the footer. */
  unsubscribeUrl?: string;
}

export const COMPANY_LINE = 'SmartSplit Technologies Ltd, a limited company registered in England and Wales.';

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** Links in our mail are always absolute http(s) URLs we built; anything else is a bug, not content. */
function safeUrl(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error('Email links must be absolute URLs');
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') throw new Error('Email links must be http(s) URLs');
  return escapeHtml(parsed.href);
}

const PARAGRAPH_STYLE = 'margin:0 0 16px;font-size:15px;line-height:1.6;';

function paragraphsHtml(paragraphs: string[]): string {
  return paragraphs.map((p) => `<p style="${PARAGRAPH_STYLE}">${escapeHtml(p).replace(/\r?\n/g, '<br>')}</p>`).join('\n');
}

function previewText(c: EmailContent): string {
  const source = (c.preview ?? c.paragraphs[0] ?? c.heading).replace(/\s+/g, ' ').trim();
  return source.length > 140 ? `${source.slice(0, 139)}…` : source;
}

function plainText(c: EmailContent): string {
  const lines = ['SmartSplit', '', c.heading, '='.repeat(Math.min(c.heading.length, 72)), ''];
  for (const p of c.paragraphs) lines.push(p.replace(/\r\n/g, '\n'), '');
  if (c.cta) lines.push(`${c.cta.label}: ${c.cta.url}`, '');
  lines.push('--', c.reason, COMPANY_LINE);
  if (c.unsubscribeUrl) lines.push(`Unsubscribe: ${c.unsubscribeUrl}`);
  return `${lines.join('\n')}\n`;
}

/**
 * The HTML (MJML layout) and plain-text versions of a message. Every value is
 * escaped here, so callers pass plain text, never markup.
 */
export function renderBrandedEmail(c: EmailContent): { html: string; text: string } {
  const skeleton = compileSkeleton({ cta: Boolean(c.cta), unsubscribe: Boolean(c.unsubscribeUrl) });
  const html = fillSkeleton(skeleton, {
    SUBJECT: escapeHtml(c.subject),
    PREVIEW: escapeHtml(previewText(c)),
    HEADING: escapeHtml(c.heading),
    BODY: paragraphsHtml(c.paragraphs),
    CTA_URL: c.cta ? safeUrl(c.cta.url) : '',
    CTA_LABEL: c.cta ? escapeHtml(c.cta.label) : '',
    REASON: escapeHtml(c.reason),
    COMPANY: escapeHtml(COMPANY_LINE),
    UNSUB_URL: c.unsubscribeUrl ? safeUrl(c.unsubscribeUrl) : '',
  });
  return { html, text: plainText(c) };
}
