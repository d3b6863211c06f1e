import { useEffect, useState } from 'react';
import { PUBLIC_PATHS } from '@contract/public-paths';
import { DEFAULT_RETENTION, describeDays, type RetentionPeriods } from '@contract/retention-periods';

/** "2 years after sending"; a period of 0 reads as the next clean-up, which is when the data goes. */
const withSuffix = (days: number, suffix: string) => (days === 0 ? describeDays(0) : `${describeDays(days)} ${suffix}`);

/**
 * The privacy policy's retention periods, as the retention job enforces them, read from the same
 * settings it uses (GET /api/public/retention). An island: the prerendered page carries the default
 * periods until the answer arrives.
 */
export function RetentionTable() {
  const [r, setR] = useState<RetentionPeriods>(DEFAULT_RETENTION);
  useEffect(() => {
    const controller = new AbortController();
    // Plain fetch: this is an island of a public page, which carries neither the API client nor zod.
    fetch(PUBLIC_PATHS.retention, { headers: { Accept: 'application/json' }, signal: controller.signal })
      .then(async (res) => (res.ok ? ((await res.json()) as { retention: RetentionPeriods }) : null))
      .then((body) => body && setR(body.retention))
      .catch(() => undefined);
    return () => controller.abort();
  }, []);
  return (
    <table data-testid="retention-table">
      <caption className="sr-only">Retention periods</caption>
      <thead>
        <tr>
          <th scope="col">Data</th>
          <th scope="col">Kept for</th>
        </tr>
      </thead>
      <tbody>
        <tr>
          <td>Enquiries</td>
          <td data-testid="retention-contact">{withSuffix(r.contactEnquiries, 'from when you sent it')}</td>
        </tr>
        <tr>
          <td>Copies of emails we sent (with their delivery status)</td>
          <td>{withSuffix(r.emailOutbox, 'after sending')}</td>
        </tr>
        <tr>
          <td>Merchant account, users and payment records</td>
          <td>While the account is open, then 6 years (the period for financial records and legal claims)</td>
        </tr>
        <tr>
          <td>Business verification details and documents</td>
          <td>While the account is open, then 5 years; a rejected document’s file {withSuffix(r.rejectedDocumentFiles, 'after its rejection')}</td>
        </tr>
        <tr>
          <td>Audit log</td>
          <td>6 years</td>
        </tr>
        <tr>
          <td>API request logs</td>
          <td>{describeDays(r.apiRequestLogs)}</td>
        </tr>
        <tr>
          <td>Events, and webhook deliveries with their attempts</td>
          <td>{describeDays(r.webhookDeliveries)}</td>
        </tr>
        <tr>
          <td>Sign-in sessions and password reset links</td>
          <td>{withSuffix(r.sessionsAndTokens, 'after they expire or are signed out')}</td>
        </tr>
        <tr>
          <td>Server logs</td>
          <td>Up to 30 days</td>
        </tr>
        <tr>
          <td>Rate-limit counters</td>
          <td>Deleted within minutes of their time window ending</td>
        </tr>
        <tr>
          <td>Idempotency records (a hash of a payment request and our answer)</td>
          <td>At least 24 hours, then deleted</td>
        </tr>
      </tbody>
    </table>
  );
}
