import { findOperation } from '../api-docs/api-reference';
import { CodeBlock } from '../api-docs/code-block';
import { curlCommand } from '../api-docs/curl';
import { EXAMPLE_TEST_KEY } from '../api-docs/operation-section';
import { apiReference as ref } from '../api-docs/reference-data';
import { operationHref } from '../api-docs/reference-groups';
import { InlineText } from '../api-docs/rich-text';
import { CallToAction } from '../components/call-to-action';
import { PageIntro } from '../components/page-intro';
import { PageBody } from '../components/prose';
import { listPayments, processPayment } from '@contract/endpoints/payments';
import { listEvents } from '@contract/endpoints/merchant-events';
import { EVENT_TYPE_DESCRIPTIONS, EVENT_TYPES } from '@contract/events';
import { VERIFY_WEBHOOK_SNIPPET } from '@contract/webhook-verify-snippet';
import { CLI_CARDS_FILE, CLI_INSTALL, SDK_CHECKOUT_EXAMPLE, cliExamplesText } from '@contract/sdk-examples';
import { streamEvents, streamRequestLog } from '@contract/endpoints/merchant-streams';

const payment = findOperation(ref, processPayment.method, processPayment.path);
const transactions = findOperation(ref, listPayments.method, listPayments.path);
// A quick start for calls the API no longer has would be worse than a failed build.
if (!payment?.body || !transactions) throw new Error('The OpenAPI document lacks process-payment or transactions; the quick start cannot be built');
const paymentOp = payment;
const paymentBody = payment.body;
const transactionsOp = transactions;

/** /developers: the quick start, with the endpoints, example body and error codes taken from the OpenAPI document. */
export default function DevelopersPage() {
  const paymentAnchor = operationHref(ref, paymentOp);
  return (
    <>
      <PageIntro
        eyebrow="Developers"
        title="Developers"
        lead={
          <p>
            From sign-up to your first split payment in a few minutes. You work in test mode straight away; live keys follow once our compliance team has
            verified your business.
          </p>
        }
      />
      <PageBody>
        <h2 id="keys">1. Get a test API key</h2>
        <p>
          <a href="/merchant-portal">Create a merchant account</a>. The sign-up response shows your test key, which starts <code>sk_test_</code>, exactly once:
          copy it into your secret store before leaving the page. We keep only a keyed hash of it, so we cannot show it again; if it is lost, create a new one
          in the portal and revoke the old one. Test payments run through the real engine and are stored, but are only ever visible to test keys.
        </p>

        <h2 id="first-payment">2. Split your first payment</h2>
        <p>
          Send the amount in pence, the shopping category and the customer’s cards. Identify each card with your own token in <code>id</code>, plus its brand,
          last four digits, the amount it can take now and its reward rates. Never send card numbers: a request containing one is refused with{' '}
          <code>CARD_NUMBER_NOT_ACCEPTED</code>.
        </p>
        <CodeBlock
          label="Example: process a payment"
          code={curlCommand({
            method: 'POST',
            url: `${ref.baseUrl}${paymentOp.path}`,
            apiKey: EXAMPLE_TEST_KEY,
            headers: { 'Idempotency-Key': 'order-1001' },
            body: paymentBody.example,
          })}
        />
        <p>
          The answer is <code>201</code> with <code>status: "COMPLETED"</code>, or <code>402</code> with <code>status: "DECLINED"</code> and a{' '}
          <code>declineReason</code>; both carry the same body. <code>splits</code> lists how much to take from each card and the reward it earns,{' '}
          <code>totalReward</code> their sum (in pence, to two decimals) and <code>declinedCards</code> any card that could not be used, with a reason:{' '}
          <code>EXPIRED</code>, <code>BLOCKED_BIN</code> or <code>INSUFFICIENT_FUNDS</code>. Your platform then charges each card its share through your
          existing acquiring connection. Every field is described in the <a href={paymentAnchor}>process-payment reference</a>.
        </p>

        <h2 id="list">3. List your payments</h2>
        <p>
          Newest first, up to 100 a page. Pass the returned <code>nextCursor</code> as <code>cursor</code> to get the next page.
        </p>
        <CodeBlock
          label="Example: list payments"
          code={curlCommand({ method: 'GET', url: `${ref.baseUrl}${transactionsOp.path}?limit=20`, apiKey: EXAMPLE_TEST_KEY })}
        />

        <h2 id="retries">4. Retry safely</h2>
        <p>
          Send an <code>Idempotency-Key</code> header (1 to 255 characters, such as <code>order-</code> followed by your order id) with every payment. Avoid
          bare 13-digit or longer numbers here and in card ids: like the body, the header is refused if it looks like a card number. Repeating the request with
          the same key and body replays the first answer, marked <code>Idempotent-Replayed: true</code>, and creates nothing new. The same key with a different
          body gets <code>422</code>; a key whose first request is still running gets <code>409</code>. Keys are kept for at least 24 hours.
        </p>

        <h2 id="errors">5. Handle errors</h2>
        <p>
          Errors are JSON with a human-readable <code>message</code>, a stable <code>code</code> and, for validation errors, the <code>field</code>. Branch on{' '}
          <code>code</code>, show <code>message</code>. The payment call can answer with:
        </p>
        <dl>
          {paymentOp.errorCodes.map((error) => (
            <div key={error.code}>
              <dt>
                <code>{error.code}</code>
              </dt>
              <dd>
                <InlineText text={error.meaning} />
              </dd>
            </div>
          ))}
        </dl>

        <h2 id="testing">6. Test the rules that matter</h2>
        <ul>
          <li>
            <strong>Velocity:</strong> a customer email with 5 payments at your account in the last 10 minutes (same mode, any outcome) gets the next one
            declined with <code>VELOCITY_LIMIT</code>. Use a fresh customer email per test run.
          </li>
          <li>
            <strong>Viability:</strong> send a card with a past expiry date, or one that cannot take £1.00, and see it listed in <code>declinedCards</code>.
          </li>
          <li>
            <strong>Limits:</strong> amounts must lie within the platform minimum and maximum (£1.00 to £1,000,000 by default), otherwise{' '}
            <code>AMOUNT_OUT_OF_RANGE</code>. A payment under £1.00 goes on a single card.
          </li>
          <li>
            <strong>Fees:</strong> <code>feeAmount</code> is the platform fee (0.5% by default, rounded half up to the penny) on a completed payment, and 0 on a
            declined one.
          </li>
        </ul>

        <h2 id="webhooks">7. Receive webhooks</h2>
        <p>
          In the portal&apos;s Developers area, add an https endpoint for test or live mode and choose its events (or all of them). SmartSplit POSTs each event
          as JSON: <code>{'{ id, type, mode, createdAt, data }'}</code>, where <code>data</code> is the object as the API shows it (for a payment, its stored
          answer). Deliveries follow the Standard Webhooks specification: <code>webhook-id</code> is the event id (use it to ignore a duplicate),{' '}
          <code>webhook-timestamp</code> the attempt&apos;s Unix time and <code>webhook-signature</code> <code>v1,</code> followed by an HMAC-SHA256 of{' '}
          <code>id.timestamp.body</code>. Answer any 2xx within 15 seconds; otherwise we retry after 5 seconds, 5 minutes, 30 minutes, 2, 5, 10 and 10 hours. A{' '}
          <code>410</code> answer, or 5 days of failures, disables the endpoint and we email you. The portal shows every delivery with its attempts, and replays
          one on request.
        </p>
        <p>
          Verify the signature before trusting an event. Compute it over the <strong>raw request body</strong>, exactly as received: parsing the JSON and
          serialising it again changes the bytes and the signature no longer matches. In Express, read the body with{' '}
          <code>express.raw({"{ type: 'application/json' }"})</code> on that route. While you roll a secret, each delivery carries one signature per secret,
          separated by spaces; this code accepts either.
        </p>
        <CodeBlock label="Verify a webhook signature in Node.js" code={VERIFY_WEBHOOK_SNIPPET} />
        <p>Event types:</p>
        <dl>
          {EVENT_TYPES.map((type) => (
            <div key={type}>
              <dt>
                <code>{type}</code>
              </dt>
              <dd>{EVENT_TYPE_DESCRIPTIONS[type]}.</dd>
            </div>
          ))}
        </dl>
        <p>
          List past events with{' '}
          <code>
            {listEvents.method} {listEvents.path}
          </code>{' '}
          (your API key sees its own mode), filtered by <code>type</code> and paged with <code>cursor</code>.
        </p>

        <h2 id="sdk">8. Use the Node SDK</h2>
        <p>
          <code>@smartsplit/node</code> (Node 20.19 or later, ESM with types, no dependencies) wraps every call an API key can make. It sends an{' '}
          <code>Idempotency-Key</code> with every POST and keeps it across its own retries (network errors, 409, 429 and 5xx, with backoff and{' '}
          <code>Retry-After</code>), throws typed errors carrying <code>status</code>, <code>code</code>, <code>field</code> and <code>requestId</code>, pages
          lists as async iterators, and verifies webhooks with <code>smartsplit.webhooks.verify(rawBody, headers, secret)</code>. A declined payment is a
          result, not an exception. A checkout in ten lines:
        </p>
        <CodeBlock label="npm install @smartsplit/node" code={SDK_CHECKOUT_EXAMPLE} />

        <h2 id="cli">9. Try it from your terminal</h2>
        <p>
          The same package installs the <code>smartsplit</code> command (<code>{CLI_INSTALL}</code>). With a test key it forwards your test events to a handler
          on your own machine, signed like real deliveries, without a public URL; makes any test event happen; shows your request log as it happens; and makes,
          captures, cancels and refunds payments, with <code>--json</code> for scripts. A session:
        </p>
        <CodeBlock label="The smartsplit CLI" code={cliExamplesText()} />
        <p>
          with the customer&apos;s cards in <code>cards.json</code>:
        </p>
        <CodeBlock label="cards.json" code={CLI_CARDS_FILE} />
        <p>
          <code>listen</code> prints the signing secret once (it keeps it for the next run too); verify forwarded events with it as you would real ones. It
          reconnects on its own and resumes after the last event it received, so nothing is missed. Every command takes <code>--help</code>; exit code 1 means
          the API refused (its message, <code>code</code> and <code>field</code> are printed), 2 a mistake in the command. Underneath, the CLI reads two live
          streams your own code can use too, with your API key:{' '}
          <code>
            {streamEvents.method} {streamEvents.path}
          </code>{' '}
          and{' '}
          <code>
            {streamRequestLog.method} {streamRequestLog.path}
          </code>{' '}
          (Server-Sent Events; send <code>Last-Event-ID</code> to resume).
        </p>

        <h2 id="live">10. Go live</h2>
        <p>
          In the merchant portal, complete business verification: your registration number, VAT or tax id, bank details and business address, plus five
          documents (certificate of incorporation or registration, tax certificate, a bank statement covering the last three months, a director’s photo ID and
          proof of address) as PDF, JPEG or PNG files up to 10 MB each. Our compliance team reviews them within 24-48 hours. Once approved you can create live
          keys (<code>sk_live_</code>); change the key in your configuration and nothing else.
        </p>

        <h2 id="reference">Full reference</h2>
        <p>
          The <a href="/api-docs">API documentation</a> lists all {ref.groups.reduce((sum, group) => sum + group.operations.length, 0)} public endpoints with
          every field, limit, response and example, generated from the API itself. Base URL: <code>{ref.baseUrl}</code>.
        </p>
      </PageBody>
      <CallToAction />
    </>
  );
}
