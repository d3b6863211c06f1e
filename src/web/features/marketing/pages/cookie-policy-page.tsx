import { LegalDocument, type LegalSection } from '../components/legal-document';

const STORAGE_KEYS = [
  {
    key: 'merchantToken',
    purpose: 'Keeps you signed in to the merchant portal: the session token issued when you sign up or log in.',
    removed:
      'When you log out, when the server rejects it (for example after a suspension or password change), or when it has expired; it expires 24 hours after sign-in.',
  },
  {
    key: 'adminToken',
    purpose: 'Keeps SmartSplit staff signed in to the admin panel.',
    removed: 'On logout, when the server rejects it, when it is not an admin token, or when it has expired; it expires 8 hours after sign-in.',
  },
  {
    key: 'authToken',
    purpose: 'A general session token kept for compatibility with earlier versions of the portal.',
    removed: 'When the server rejects it, or when it is malformed or expired (checked each time a portal or admin page opens).',
  },
  {
    key: 'auth_token',
    purpose: 'The older name of authToken.',
    removed: 'The first time a portal or admin page opens: its value moves to authToken and the old key is deleted.',
  },
];

const sections: LegalSection[] = [
  {
    id: 'summary',
    title: 'In short',
    body: (
      <p>
        SmartSplit sets <strong>no cookies</strong>: none of our own and none from anyone else. We use no analytics, advertising or social media tools, tracking
        pixels or third-party scripts, on any page. Because we set nothing that tracks you, there is no cookie banner to accept.
      </p>
    ),
  },
  {
    id: 'storage',
    title: 'What we keep in your browser',
    body: (
      <>
        <p>
          The merchant portal and admin panel keep a sign-in token in your browser’s local storage, so you stay signed in between pages. Local storage is not
          sent with every request the way a cookie is: our pages read the token and send it only to our own API. These values are strictly necessary for a
          service you asked for, so the law does not require consent for them.
        </p>
        <table>
          <caption className="sr-only">Browser storage keys used by SmartSplit</caption>
          <thead>
            <tr>
              <th scope="col">Key</th>
              <th scope="col">What it is for</th>
              <th scope="col">When it is removed</th>
            </tr>
          </thead>
          <tbody>
            {STORAGE_KEYS.map((row) => (
              <tr key={row.key}>
                <td>
                  <code>{row.key}</code>
                </td>
                <td>{row.purpose}</td>
                <td>{row.removed}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p>
          The public pages of this website, including this one, neither read nor write any of these keys. The test API key shown after sign-up is held only in
          the open tab’s memory and is never written to your browser’s storage.
        </p>
      </>
    ),
  },
  {
    id: 'control',
    title: 'How to remove them',
    body: (
      <p>
        Logging out removes your token. You can also clear this site’s data in your browser settings at any time; the only effect is that you will need to sign
        in again. If the portal ever fails to load, the error page’s “Clear cache and reload” button removes SmartSplit’s keys for you.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes',
    body: (
      <p>
        If we ever add a cookie or anything similar that is not strictly necessary, we will update this policy first and ask for your consent before setting it,
        as the Privacy and Electronic Communications Regulations require. Our <a href="/privacy-policy">privacy policy</a> explains how we handle personal data
        generally.
      </p>
    ),
  },
];

export default function CookiePolicyPage() {
  return (
    <LegalDocument
      title="Cookie policy"
      updated="2026-11-20"
      lead={<p>SmartSplit uses no cookies and no tracking. This page lists the only things we keep in your browser, and why.</p>}
      sections={sections}
    />
  );
}
