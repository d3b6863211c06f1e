import type { ApiOperation, ApiReference } from './api-reference';

/**
 * The API reference is one overview page (/api-docs) and one page per group of endpoints
 * (/api-docs/<group>), the groups being the OpenAPI document's tags: a new tag gets its page
 * without any change here.
 */
export const API_DOCS_PATH = '/api-docs';

export type ApiGroup = ApiReference['groups'][number];

/** What a group's page carries in its head: the route table's PublicPage. */
export interface GroupPage {
  path: string;
  title: string;
  description: string;
}

/**
 * Each group's meta description and lead, by tag. A tag not listed here still gets its page, with
 * a description made from its first endpoints' summaries.
 */
const GROUP_DESCRIPTIONS: Record<string, string> = {
  Payments:
    'Split a payment across a customer’s cards for the most rewards, list an API key’s payments and try a split in the sandbox with the SmartSplit API.',
  'Payment lifecycle':
    'Authorise, capture, cancel and refund split payments leg by leg with the SmartSplit API, reporting your processor’s result for each leg.',
  'Events and webhooks':
    'Read SmartSplit events, manage webhook endpoints and their signing secrets, replay deliveries and follow events live with Server-Sent Events.',
  'Merchant portal':
    'The calls behind the SmartSplit merchant portal: sign-up and sign-in, sessions, two-factor sign-in, API keys, the request log and notifications.',
  'Merchant verification': 'Send your business details and documents for SmartSplit’s business verification, and follow its status and periodic reviews.',
  Contact: 'Send a partnership or integration enquiry to SmartSplit: the call behind the website’s contact form.',
  System: 'Check the health of the SmartSplit API: whether the service and its database are up.',
  'Merchant billing': 'List the fee invoices and credit notes SmartSplit has issued to your merchant account, and download each one as a PDF.',
  'Merchant disputes': 'Follow disputes on your SmartSplit payments: save and submit evidence with files, or accept a dispute.',
  'Merchant payouts': 'Your SmartSplit balance, pending and available, your payouts, and each payout’s statement of the payments it covers.',
  'Merchant team': 'Invite people to your SmartSplit merchant account, change their roles, remove members and accept an invitation.',
  Public: 'Calls anyone may make: the retention periods SmartSplit’s privacy policy states, and unsubscribing from email campaigns.',
};

/** 'Events and webhooks' -> 'events-and-webhooks' */
export function groupSlug(tag: string): string {
  return tag
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export function groupPath(tag: string): string {
  return `${API_DOCS_PATH}/${groupSlug(tag)}`;
}

/** Where an operation is documented in full: its entry on its group's page. */
export function operationHref(reference: ApiReference, op: ApiOperation): string {
  const group = reference.groups.find((candidate) => candidate.operations.some((other) => other.id === op.id));
  if (!group) throw new Error(`${op.method} ${op.path} is in no group of the API reference`);
  return `${groupPath(group.tag)}#${op.id}`;
}

export function findGroup(reference: ApiReference, slug: string | undefined): ApiGroup | undefined {
  return reference.groups.find((group) => groupSlug(group.tag) === slug);
}

export function groupDescription(group: ApiGroup): string {
  const written = GROUP_DESCRIPTIONS[group.tag];
  if (written) return written;
  const summaries = group.operations.slice(0, 3).map((op) => op.summary.replace(/\.$/, ''));
  const more = group.operations.length > summaries.length ? '; and more' : '';
  return `The SmartSplit API’s ${group.tag} endpoints: ${summaries.join('; ')}${more}.`;
}

export function groupPage(group: ApiGroup): GroupPage {
  return { path: groupPath(group.tag), title: `${group.tag} API reference | SmartSplit`, description: groupDescription(group) };
}

/** One page per group; a tag with no usable address, or two that share one, fail the build rather than hide a group. */
export function groupPages(reference: ApiReference): GroupPage[] {
  const nameless = reference.groups.find((group) => groupSlug(group.tag) === '');
  if (nameless) throw new Error(`The API reference's group '${nameless.tag}' has no letters or digits to name its page by`);
  const pages = reference.groups.map(groupPage);
  const paths = pages.map((page) => page.path);
  const clash = paths.find((path, index) => paths.indexOf(path) !== index);
  if (clash) throw new Error(`Two groups of the API reference share the page ${clash}`);
  return pages;
}
