/** What a branded message says; the layout is applied by renderBrandedEmail. */
export interface EmailContent {
  subject: string;
  heading: string;
  paragraphs: string[];
  cta?: { label: string; url: string };
  /** Why the recipient gets this email (footer). */
  reason: string;
}

export const COMPANY_LINE = 'SmartSplit Technologies Ltd, a limited company registered in England and Wales.';

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** Table layout with inline styles: what common mail clients render reliably. */
export function renderBrandedEmail(c: EmailContent): { html: string; text: string } {
  const paragraphs = c.paragraphs
    .map((p) => `<p style="margin:0 0 16px;font-size:15px;line-height:1.6;color:#1f2937;">${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('');
  const cta = c.cta
    ? `<p style="margin:24px 0;"><a href="${escapeHtml(c.cta.url)}" style="display:inline-block;background:#1e3a8a;color:#ffffff;text-decoration:none;font-weight:600;padding:12px 20px;border-radius:6px;">${escapeHtml(c.cta.label)}</a></p>`
    : '';
  const html = `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><meta name="color-scheme" content="light only"><title>${escapeHtml(c.subject)}</title></head>
<body style="margin:0;padding:0;background:#f3f4f6;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f4f6;"><tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;width:100%;background:#ffffff;border-radius:8px;">
<tr><td style="background:#1e3a8a;padding:20px 28px;border-radius:8px 8px 0 0;font-family:Arial,Helvetica,sans-serif;font-size:20px;font-weight:700;color:#ffffff;">Smart<span style="color:#6ee7b7;">Split</span></td></tr>
<tr><td style="padding:28px;font-family:Arial,Helvetica,sans-serif;">
<h1 style="margin:0 0 16px;font-size:22px;color:#111827;">${escapeHtml(c.heading)}</h1>${paragraphs}${cta}</td></tr>
<tr><td style="padding:20px 28px;border-top:1px solid #e5e7eb;font-family:Arial,Helvetica,sans-serif;font-size:12px;line-height:1.5;color:#6b7280;">${escapeHtml(c.reason)}<br>${escapeHtml(COMPANY_LINE)}</td></tr>
</table></td></tr></table></body></html>`;
  const text = [c.heading, '', ...c.paragraphs.flatMap((p) => [p, '']), ...(c.cta ? [`${c.cta.label}: ${c.cta.url}`, ''] : []), '--', c.reason, COMPANY_LINE].join('\n');
  return { html, text };
}
