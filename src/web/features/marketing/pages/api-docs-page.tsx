import { LIFECYCLE_TAG } from '../api-docs/api-reference';
import { FieldsTable } from '../api-docs/fields-table';
import { LIFECYCLE_SECTION_ID, LifecycleGuide } from '../api-docs/lifecycle-guide';
import { OperationSection } from '../api-docs/operation-section';
import { apiReference as ref } from '../api-docs/reference-data';
import { PageIntro } from '../components/page-intro';
import { Prose } from '../components/prose';
import { API_BASE_PATH } from '@contract/endpoint';
import { openApiDocument } from '@contract/endpoints/system';

/** /api-docs: the reference, rendered from the server's OpenAPI document at build time. */
export default function ApiDocsPage() {
  const groupId = (tag: string) => `group-${tag.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  const lifecycle = ref.groups.find((group) => group.tag === LIFECYCLE_TAG)?.operations ?? [];
  return (
    <>
      <PageIntro
        eyebrow="Developers"
        title="API documentation"
        lead={
          <p>
            Every endpoint of the SmartSplit API, generated from the same schemas the server validates requests with, so this page always matches the running
            API (version {ref.version}). New here? Start with the{' '}
            <a href="/developers" className="font-medium text-primary underline underline-offset-2">
              developer quick start
            </a>
            .
          </p>
        }
      />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[15rem_minmax(0,1fr)]">
        <nav aria-label="Endpoints" className="text-sm lg:sticky lg:top-24 lg:max-h-[calc(100vh-7rem)] lg:self-start lg:overflow-y-auto">
          <h2 className="font-semibold uppercase tracking-wide text-muted-foreground">Endpoints</h2>
          <a href={`#${LIFECYCLE_SECTION_ID}`} className="mt-4 block font-semibold text-foreground underline-offset-2 hover:underline">
            The life of a payment
          </a>
          {ref.groups.map((group) => (
            <div key={group.tag} className="mt-4">
              <a href={`#${groupId(group.tag)}`} className="font-semibold text-foreground underline-offset-2 hover:underline">
                {group.tag}
              </a>
              <ul className="mt-2 space-y-1.5 border-l border-border pl-3">
                {group.operations.map((op) => (
                  <li key={op.id}>
                    <a href={`#${op.id}`} className="text-primary underline-offset-2 [overflow-wrap:anywhere] hover:underline">
                      <span className="font-mono text-xs">{op.method}</span> {op.path.startsWith(API_BASE_PATH) ? op.path.slice(API_BASE_PATH.length) : op.path}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>

        <Prose className="min-w-0">
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
          <h3>Errors</h3>
          <p>Every error, whatever the endpoint, has the same JSON shape:</p>
          <FieldsTable caption="Error body" fields={ref.errorFields} />
          <p>
            The machine-readable OpenAPI 3.1 document is served at <code>{openApiDocument.path}</code>.
            {ref.omitted > 0 ? ` Staff-only administration endpoints (${ref.omitted}) are left out of this page.` : ''}
          </p>

          <LifecycleGuide operations={lifecycle} />

          {ref.groups.map((group) => (
            <section key={group.tag} aria-labelledby={groupId(group.tag)} className="mt-14">
              <h2 id={groupId(group.tag)}>{group.tag}</h2>
              <div className="mt-6 space-y-10">
                {group.operations.map((op) => (
                  <OperationSection key={op.id} op={op} baseUrl={ref.baseUrl} />
                ))}
              </div>
            </section>
          ))}
        </Prose>
      </div>
    </>
  );
}
