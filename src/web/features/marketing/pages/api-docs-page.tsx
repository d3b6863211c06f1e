import { LIFECYCLE_TAG } from '../api-docs/api-reference';
import { FieldsTable } from '../api-docs/fields-table';
import { LifecycleGuide } from '../api-docs/lifecycle-guide';
import { apiReference as ref } from '../api-docs/reference-data';
import { groupDescription, groupPath, groupSlug, operationHref } from '../api-docs/reference-groups';
import { ReferenceLayout } from '../api-docs/reference-layout';
import { PageIntro } from '../components/page-intro';
import { openApiDocument } from '@contract/endpoints/system';

/**
 * /api-docs: the reference's overview, rendered from the server's OpenAPI document at build time:
 * what every call shares, the guide to a payment's life, and an index of every endpoint linking to
 * its entry on its group's page (/api-docs/<group>). Each index entry keeps the endpoint's id, so
 * a link made when the whole reference was this one page still lands on that endpoint.
 */
export default function ApiDocsPage() {
  const lifecycle = ref.groups.find((group) => group.tag === LIFECYCLE_TAG)?.operations ?? [];
  return (
    <>
      <PageIntro
        eyebrow="Developers"
        title="API documentation"
        lead={
          <p>
            Every endpoint of the SmartSplit API, generated from the same schemas the server validates requests with, so this reference always matches the
            running API (version {ref.version}). New here? Start with the{' '}
            <a href="/developers" className="font-medium text-primary underline underline-offset-2">
              developer quick start
            </a>
            .
          </p>
        }
      />
      <ReferenceLayout reference={ref}>
        <h2 id="overview">Overview</h2>
        <p>
          Base URL: <code>{ref.baseUrl}</code>. Requests and responses are JSON (<code>Content-Type: application/json</code>), amounts are integers in minor
          units (pence) and times are ISO-8601 in UTC. Request bodies are checked strictly: a missing, mistyped or unknown field gets <code>400</code> naming
          the field.
        </p>
        <p>
          The payment API authenticates with a secret API key sent as <code>Authorization: Bearer sk_test_…</code> or <code>sk_live_…</code>. The key decides
          the mode: a test key only ever sees test payments and a live key only live ones. Keys are created and revoked in the merchant portal and shown once.
        </p>
        <h3 id="errors" className="scroll-mt-28">
          Errors
        </h3>
        <p>Every error, whatever the endpoint, has the same JSON shape:</p>
        <FieldsTable caption="Error body" fields={ref.errorFields} />
        <p>
          The machine-readable OpenAPI 3.1 document is served at <code>{openApiDocument.path}</code>.
          {ref.omitted > 0 ? ` Staff-only administration endpoints (${ref.omitted}) are left out of this reference.` : ''}
        </p>

        <h2 id="endpoints">Endpoints</h2>
        <p>Each group of endpoints has its own page, with every endpoint&apos;s parameters, request and response bodies, error codes and an example request.</p>
        {ref.groups.map((group) => (
          <section key={group.tag} aria-labelledby={`group-${groupSlug(group.tag)}`}>
            <h3 id={`group-${groupSlug(group.tag)}`} className="scroll-mt-28">
              <a href={groupPath(group.tag)}>{group.tag}</a>
            </h3>
            <p className="mt-2!">{groupDescription(group)}</p>
            <ul className="list-none! pl-0!">
              {group.operations.map((op) => (
                <li key={op.id} id={op.id} className="-mx-2 scroll-mt-28 rounded-md px-2 py-1 target:bg-muted">
                  <a href={operationHref(ref, op)} className="[overflow-wrap:anywhere]">
                    <span className="font-mono text-xs">{op.method}</span> <code>{op.path}</code>
                  </a>
                  <span className="block text-sm text-muted-foreground">{op.summary}</span>
                </li>
              ))}
            </ul>
          </section>
        ))}

        <LifecycleGuide operations={lifecycle} />
      </ReferenceLayout>
    </>
  );
}
