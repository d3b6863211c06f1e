import { describe, expect, it } from 'vitest';
import { bodyParagraphs, campaignEmail } from './campaign-content';
import { COMPANY_LINE, renderBrandedEmail } from './render';
import { createUnsubscribeToken, verifyUnsubscribeToken } from './unsubscribe-token';
import { fillSecrets } from './withheld-secrets';

const base = { subject: 'Subject', heading: 'Heading', paragraphs: ['One'], reason: 'Because you have an account.' };

describe('renderBrandedEmail', () => {
  it('escapes every value and keeps line breaks inside paragraphs', () => {
    const { html, text } = renderBrandedEmail({
      ...base,
      subject: '<title>"x"',
      heading: '<h1>Hi</h1>',
      paragraphs: ['a <script>alert(1)</script>\nb & c', "it's <img src=x onerror=alert(1)>"],
      reason: '<b>reason</b>',
    });
    expect(html).not.toMatch(/<script|<img|<b>reason|<h1>Hi/);
    expect(html).toContain('a &lt;script&gt;alert(1)&lt;/script&gt;<br>b &amp; c');
    expect(html).toContain('it&#39;s &lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('<title>&lt;title&gt;&quot;x&quot;</title>');
    expect(text).toContain('a <script>alert(1)</script>\nb & c');
    expect(text).toContain(COMPANY_LINE);
  });

  it('never substitutes placeholder-looking text a second time', () => {
    const { html } = renderBrandedEmail({ ...base, paragraphs: ['__SS_REASON__ and __SS_BODY__'] });
    expect(html).toContain('__SS_REASON__ and __SS_BODY__');
    expect(html.match(/Because you have an account\./g)).toHaveLength(1);
  });

  it('includes the button, the unsubscribe line and the preview only when asked', () => {
    const plain = renderBrandedEmail(base);
    expect(plain.html).not.toContain('Unsubscribe');
    expect(plain.html).not.toContain('If the button does not work');
    const full = renderBrandedEmail({
      ...base,
      cta: { label: 'Go <now>', url: 'https://example.com/a?b=1&c=2' },
      unsubscribeUrl: 'https://example.com/u?token=t',
    });
    expect(full.html).toContain('href="https://example.com/a?b=1&amp;c=2"');
    expect(full.html).toContain('Go &lt;now&gt;');
    expect(full.html).toContain('href="https://example.com/u?token=t"');
    expect(full.text).toContain('Go <now>: https://example.com/a?b=1&c=2');
    expect(full.text).toContain('Unsubscribe: https://example.com/u?token=t');
  });

  it('refuses links that are not absolute http(s) URLs', () => {
    expect(() => renderBrandedEmail({ ...base, cta: { label: 'x', url: 'javascript:alert(1)' } })).toThrow(/http/);
    expect(() => renderBrandedEmail({ ...base, cta: { label: 'x', url: '/relative' } })).toThrow(/absolute/);
  });

  it('renders a message in well under a millisecond once the layout is compiled', () => {
    renderBrandedEmail(base);
    const started = performance.now();
    for (let i = 0; i < 200; i += 1) renderBrandedEmail({ ...base, paragraphs: [`Paragraph ${i}`] });
    expect((performance.now() - started) / 200).toBeLessThan(1);
  });
});

describe('campaign content', () => {
  it('splits the body into paragraphs on blank lines, keeping single line breaks', () => {
    expect(bodyParagraphs('Hello,\r\nworld.\r\n\r\n  \r\nSecond  \n\n\n\nThird\n')).toEqual(['Hello,\nworld.', 'Second', 'Third']);
    expect(bodyParagraphs('   ')).toEqual([]);
  });

  it('adds one-click unsubscribe headers for the recipient', () => {
    const key = Buffer.alloc(32, 7);
    const mail = campaignEmail(
      { baseUrl: 'https://smartsplit.example', linksKey: key },
      { subject: 'News', body: 'Hi' },
      { recipientId: 'r1', merchantId: 'mch_abc', companyName: 'Acme', email: 'a@example.com' },
    );
    const token = createUnsubscribeToken(key, 'mch_abc');
    // The token is withheld: the message holds a placeholder, filled in only when it is sent.
    expect(mail.secrets).toEqual([{ placeholder: expect.stringMatching(/^withheld-[A-Za-z0-9_-]+$/), value: token }]);
    const sent = fillSecrets(JSON.stringify({ headers: mail.headers, html: mail.html, text: mail.text }), mail.secrets!);
    expect(JSON.stringify({ headers: mail.headers, html: mail.html, text: mail.text })).not.toContain(token.split('.')[1]);
    expect(JSON.parse(sent).headers).toEqual({
      'List-Unsubscribe': `<https://smartsplit.example/api/public/unsubscribe?token=${token}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(JSON.parse(sent).text).toContain(`/api/public/unsubscribe?token=${token}`);
    expect(mail).toMatchObject({ kind: 'campaign', to: 'a@example.com', subject: 'News', campaignRecipientId: 'r1' });
    expect(verifyUnsubscribeToken(key, token)).toBe('mch_abc');
    expect(verifyUnsubscribeToken(Buffer.alloc(32, 8), token)).toBeNull();
  });
});
