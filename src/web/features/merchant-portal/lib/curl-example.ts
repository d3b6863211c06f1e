import { processPayment } from '@contract/endpoints/payments';

/** A request body that passes the payment API's validation; the card expiry stays in the future whatever year it is. */
export function examplePaymentBody(now = new Date()) {
  const expYear = now.getFullYear() + 3;
  return {
    amount: 12550,
    currency: 'GBP',
    customerEmail: 'jo@shop.example',
    cards: [
      { id: 'card_a', brand: 'VISA', last4: '4242', expMonth: 12, expYear, available: 10000, rewardRate: 0.01 },
      { id: 'card_b', brand: 'AMEX', last4: '0005', expMonth: 6, expYear, available: 50000, rewardRate: 0.015 },
    ],
  };
}

/** The portal's curl example; the key stays a placeholder so no secret is ever written into the page. */
export function curlExample(baseUrl: string, now = new Date()): string {
  return [
    `curl -X POST ${baseUrl}${processPayment.path} \\`,
    '  -H "Authorization: Bearer sk_test_..." \\',
    '  -H "Content-Type: application/json" \\',
    `  -d '${JSON.stringify(examplePaymentBody(now), null, 2)}'`,
  ].join('\n');
}
