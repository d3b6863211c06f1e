/**
 * What the public /developers page and both READMEs show of the Node SDK and the `smartsplit` CLI,
 * written once: packages/sdk/test/cli-examples.test.ts runs every CLI example against the real app
 * and checks the READMEs show these exact lines, and packages/sdk/test/readme-example.test.ts runs
 * the checkout example.
 */

/** The README's ten-line checkout (packages/sdk/README.md), as the page shows it. */
export const SDK_CHECKOUT_EXAMPLE = `import { SmartSplit } from '@smartsplit/node';

const smartsplit = new SmartSplit({ apiKey: process.env.SMARTSPLIT_API_KEY!, baseUrl: process.env.SMARTSPLIT_URL! });
const payment = await smartsplit.payments.create({
  amount: 12_550, currency: 'GBP', customerEmail: 'jo@shop.example', cards: [
    { id: 'card_gold', brand: 'VISA', last4: '4242', expMonth: 12, expYear: 2035, available: 8_000, rewardRate: 0.02 },
    { id: 'card_blue', brand: 'AMEX', last4: '0005', expMonth: 6, expYear: 2036, available: 20_000, rewardRate: 0.01 },
  ] });
if (payment.status === 'DECLINED') console.log('Declined:', payment.declineReason);
else for (const split of payment.splits) console.log(\`card \${split.cardId} pays \${split.amount}, earning \${split.reward}\`);
`;

export interface CliExample {
  /** One command line, without quotes (the test splits it on spaces). */
  command: string;
  /** What it does, shown as a comment above it. */
  what: string;
  /** listen and logs tail run until stopped with Ctrl-C. */
  longRunning?: boolean;
}

/**
 * The CLI session the docs walk through, in order. Placeholders the test fills in: `sk_test_...`
 * (the key), `txn_...` (the payment the create example made), http://localhost:3000/webhooks (a
 * local receiver), and cards.json (the file CLI_CARDS_FILE holds).
 */
export const CLI_EXAMPLES: readonly CliExample[] = [
  { command: 'smartsplit login --api-key sk_test_...', what: 'check your test key and keep it in ~/.config/smartsplit' },
  {
    command: 'smartsplit listen --forward-to http://localhost:3000/webhooks',
    what: 'forward test events to your local handler, signed; it prints the signing secret to verify them with',
    longRunning: true,
  },
  { command: 'smartsplit trigger payment.completed', what: 'in another terminal: make an event happen (trigger --list shows them all)' },
  { command: 'smartsplit logs tail --status 4xx', what: 'watch your failing requests as they happen', longRunning: true },
  {
    command: 'smartsplit payments create --amount 12550 --currency GBP --customer-email jo@shop.example --cards cards.json',
    what: 'make a payment with the cards in cards.json',
  },
  { command: 'smartsplit payments get txn_... --json', what: 'the payment as JSON, for scripts' },
  { command: 'smartsplit payments refund txn_... --amount 2000', what: 'refund £20.00 of it' },
];

/** cards.json for the create example: the customer's cards as the process-payment body takes them. */
export const CLI_CARDS_FILE = `[
  { "id": "card_gold", "brand": "VISA", "last4": "4242", "expMonth": 12, "expYear": 2035, "available": 8000, "rewardRate": 0.02 },
  { "id": "card_blue", "brand": "AMEX", "last4": "0005", "expMonth": 6, "expYear": 2036, "available": 20000, "rewardRate": 0.01 }
]
`;

/** The CLI is the `smartsplit` bin of the SDK's package. */
export const CLI_INSTALL = 'npm install --global @smartsplit/node';

/** The examples as the READMEs and the page show them: a comment, then the command. */
export function cliExamplesText(): string {
  return CLI_EXAMPLES.map((e) => `# ${e.what}\n${e.command}`).join('\n\n') + '\n';
}
