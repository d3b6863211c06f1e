import { CallToAction } from '../components/call-to-action';
import { PageIntro } from '../components/page-intro';
import { PageBody } from '../components/prose';

export default function SecurityPage() {
  return (
    <>
      <PageIntro
        eyebrow="Product"
        title="Security"
        lead={
          <p>
            The safest card data is the data you never hold. SmartSplit refuses card numbers outright, encrypts the bank details merchants give us and keeps a
            record of every staff action. This page sets out the controls in place today.
          </p>
        }
      />
      <PageBody>
        <h2 id="card-data">Zero card-data retention</h2>
        <p>
          SmartSplit works on card references, never card numbers. Every request to the payment API is scanned before anything else happens: if any text in it
          contains 13 to 19 digits (spaces or dashes allowed) that pass the Luhn check used by card numbers, the request is refused with{' '}
          <code>CARD_NUMBER_NOT_ACCEPTED</code> and is neither stored nor logged.
        </p>
        <p>
          What a payment record does keep: your token for each card, its brand and last four digits, the amounts and rewards, the reasons any card was set
          aside, and the customer email you send, which the velocity rule needs. Because card numbers never reach us, your own PCI DSS obligations for the cards
          you handle stay exactly as they are.
        </p>

        <h2 id="encryption">Encryption</h2>
        <ul>
          <li>All traffic to SmartSplit is served over HTTPS, with HTTP Strict Transport Security.</li>
          <li>
            Merchants’ bank account numbers, sort codes and tax ids are encrypted in the database with AES-256-GCM under a key derived from our application
            secret. A copy of the database alone shows no bank details in plain text. The merchant portal shows them masked; only our compliance staff see them
            in full, to check them against the documents.
          </li>
          <li>
            Passwords are stored only as Argon2id hashes at OWASP’s recommended cost (19 MiB of memory, two passes), never in a form that can be reversed.
          </li>
        </ul>

        <h2 id="keys">API keys and sessions</h2>
        <ul>
          <li>
            API keys are at least 32 random characters after their <code>sk_test_</code> or <code>sk_live_</code> prefix. We store a keyed hash and a short
            display prefix, so a key is shown once, when it is created, and cannot be recovered from our systems.
          </li>
          <li>Revoking a key takes effect on the very next request, as does suspending a merchant account.</li>
          <li>
            Portal and admin sign-ins issue signed tokens with an expiry and a recorded session. Signing out, changing a password or a suspension ends the
            session on the server, not just in the browser.
          </li>
          <li>
            Sign-in, sign-up and the contact form are rate-limited per account and per network address. Failed sign-ins get the same answer whether the email
            exists or not.
          </li>
        </ul>

        <h2 id="documents">Verification documents</h2>
        <p>
          Merchants upload five documents to verify their business. We accept PDF, JPEG and PNG only, judged by the file’s actual contents rather than its name,
          up to 10 MB each. Files are stored under names we choose, never the uploader’s, and only our compliance staff can open them. A merchant can never see
          another merchant’s documents or data: every request is checked against the account that owns the object.
        </p>

        <h2 id="audit">Audit trail</h2>
        <p>
          Every staff sign-in (successful or not), account approval, suspension or reinstatement, document decision, settings change, new staff account and
          email campaign is recorded in the same database transaction as the change: who did it, to what, the values before and after, the network address and
          the time. The application offers no way to edit or delete these entries.
        </p>

        <h2 id="web">The website and portal</h2>
        <ul>
          <li>A strict Content Security Policy allows scripts only from our own origin (no inline scripts), and our pages cannot be framed by other sites.</li>
          <li>
            No third-party scripts, analytics or advertising trackers run on any page, and we set no cookies: see the <a href="/cookie-policy">cookie policy</a>
            .
          </li>
          <li>API responses are marked not to be cached, and authorisation headers are removed from our logs.</li>
        </ul>

        <h2 id="reporting">Reporting a vulnerability</h2>
        <p>
          If you believe you have found a security problem, tell us through the <a href="/contact">contact form</a> (choose General Inquiry and start your
          message with “Security”). Please give us a reasonable time to fix it before telling anyone else, and do not access or change data that is not yours
          while testing. We will acknowledge your report within two business days.
        </p>
      </PageBody>
      <CallToAction />
    </>
  );
}
