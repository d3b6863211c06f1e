/**
 * How a merchant verifies our signature in Node, shown on the public /developers page and in the
 * README, and run by a unit test against our signer (src/server/modules/webhooks/verify-snippet.test.ts),
 * so what we publish is known to work.
 */
export const VERIFY_WEBHOOK_SNIPPET = `import { createHmac, timingSafeEqual } from 'node:crypto';

// rawBody: the request body exactly as received (a string or Buffer), never re-serialised JSON.
export function verifyWebhook(secret, headers, rawBody) {
  const id = headers['webhook-id'], timestamp = headers['webhook-timestamp'];
  if (Math.abs(Date.now() / 1000 - Number(timestamp)) > 300) return false; // too old or too new
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const expected = createHmac('sha256', key).update(\`\${id}.\${timestamp}.\${rawBody}\`).digest();
  return String(headers['webhook-signature']).split(' ').some((signature) => {
    const given = Buffer.from(signature.replace(/^v1,/, ''), 'base64');
    return signature.startsWith('v1,') && given.length === expected.length && timingSafeEqual(given, expected);
  });
}
`;
