import { useParams } from 'react-router';
import { PageMeta } from '@web/components/page-meta';
import { LIFECYCLE_TAG } from '../api-docs/api-reference';
import { LIFECYCLE_SECTION_ID } from '../api-docs/lifecycle-guide';
import { OperationSection } from '../api-docs/operation-section';
import { apiReference as ref } from '../api-docs/reference-data';
import { API_DOCS_PATH, findGroup, groupPage } from '../api-docs/reference-groups';
import { ReferenceLayout } from '../api-docs/reference-layout';
import { PageIntro } from '../components/page-intro';

/**
 * /api-docs/<group>: one group of the API reference (an OpenAPI tag), every endpoint in full.
 * The prerender writes one page per group the reference holds (the route table's
 * /api-docs/:group); the server answers any other group with the 404 page.
 */
export default function ApiDocsGroupPage() {
  const group = findGroup(ref, useParams().group);
  // Only the dev server, which renders any path in the browser, gets here with a group the reference lacks.
  if (!group) return <UnknownGroup />;
  const page = groupPage(group);
  const count = group.operations.length;
  return (
    <>
      <PageMeta title={page.title} description={page.description} canonicalPath={page.path} />
      <PageIntro eyebrow="API reference" title={group.tag} lead={<p>{page.description}</p>} />
      <ReferenceLayout reference={ref} current={group}>
        <p className="mt-0!">
          Base URL <code>{ref.baseUrl}</code>. Authentication, the error body every call answers with and the other groups are in the{' '}
          <a href={API_DOCS_PATH}>API documentation overview</a>.
          {group.tag === LIFECYCLE_TAG ? (
            <>
              {' '}
              How these calls move a payment and its legs from state to state, with a worked example, is in{' '}
              <a href={`${API_DOCS_PATH}#${LIFECYCLE_SECTION_ID}`}>the life of a payment</a>.
            </>
          ) : null}
        </p>
        <h2 id="endpoints">
          {count} {count === 1 ? 'endpoint' : 'endpoints'}
        </h2>
        <div className="mt-6 space-y-10">
          {group.operations.map((op) => (
            <OperationSection key={op.id} op={op} baseUrl={ref.baseUrl} />
          ))}
        </div>
      </ReferenceLayout>
    </>
  );
}

function UnknownGroup() {
  return (
    <>
      <PageMeta title="Page not found | SmartSplit" noIndex />
      <PageIntro
        eyebrow="API reference"
        title="Page not found"
        lead={
          <p>
            The API reference has no group at this address; the{' '}
            <a href={API_DOCS_PATH} className="font-medium text-primary underline underline-offset-2">
              overview
            </a>{' '}
            lists them all.
          </p>
        }
      />
    </>
  );
}
