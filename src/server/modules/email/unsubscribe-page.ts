import { COMPANY_LINE, escapeHtml } from './render';
import type { UnsubscribeState } from './unsubscribe-merchant';

/**
 * The small page behind an unsubscribe link: plain server-rendered HTML, no
 * script (the CSP forbids inline script anyway), every value escaped.
 */
function page(title: string, inner: string): string {
  return `<!doctype html>
<html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><meta name="color-scheme" content="light">
<title>${escapeHtml(title)} | SmartSplit</title></head>
<body style="margin:0;background:#f1f5f9;font-family:Arial,Helvetica,sans-serif;color:#0f172a;">
<main style="max-width:520px;margin:48px auto;padding:0 16px;">
<div style="background:#1e3a8a;color:#ffffff;padding:18px 24px;border-radius:8px 8px 0 0;font-size:20px;font-weight:700;">Smart<span style="color:#6ee7b7;">Split</span></div>
<div style="background:#ffffff;padding:24px;border-radius:0 0 8px 8px;line-height:1.6;">
<h1 style="font-size:22px;margin:0 0 12px;">${escapeHtml(title)}</h1>
${inner}
<p style="margin:24px 0 0;font-size:12px;color:#475569;">${escapeHtml(COMPANY_LINE)}</p>
</div></main></body></html>`;
}

const p = (text: string) => `<p style="margin:0 0 12px;">${escapeHtml(text)}</p>`;

export function invalidLinkPage(): string {
  return page(
    'This link is not valid',
    p('This unsubscribe link is incomplete or was not issued by SmartSplit. Please use the link from the most recent email you received.'),
  );
}

export function confirmPage(state: Extract<UnsubscribeState, { valid: true }>, token: string): string {
  if (state.optedOut) return donePage(state);
  const action = `/api/public/unsubscribe?token=${encodeURIComponent(token)}`;
  return page(
    'Unsubscribe from announcements',
    `${p(`Stop SmartSplit announcements to ${state.companyName}? You will still receive emails about your account, such as verification results and security notices.`)}
<form method="post" action="${escapeHtml(action)}" style="margin:20px 0 0;">
<button type="submit" style="background:#1e3a8a;color:#ffffff;border:0;border-radius:6px;padding:12px 20px;font-size:15px;font-weight:700;cursor:pointer;">Unsubscribe</button>
</form>`,
  );
}

export function donePage(state: Extract<UnsubscribeState, { valid: true }>): string {
  return page('You are unsubscribed', p(`${state.companyName} will no longer receive SmartSplit announcements. Emails about your account continue as before.`));
}
