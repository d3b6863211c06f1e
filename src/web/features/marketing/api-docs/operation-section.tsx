import type { ApiOperation } from './api-reference';
import { CodeBlock } from './code-block';
import { curlCommand, prettyJson } from './curl';
import { FieldsTable } from './fields-table';
import { RichText } from './rich-text';

const METHOD_COLOURS: Record<string, string> = {
  GET: 'bg-secondary text-secondary-foreground',
  POST: 'bg-success text-success-foreground',
  PATCH: 'bg-amber-100 text-amber-900',
  PUT: 'bg-amber-100 text-amber-900',
  DELETE: 'bg-red-100 text-red-900',
};

const AUTH_LABELS: Record<string, string> = {
  apiKey: 'Secret API key: Authorization: Bearer sk_test_… or sk_live_…',
  merchantToken: 'Merchant portal session token: Authorization: Bearer <token from sign-up or log-in>',
  adminToken: 'Admin session token',
};

/** A placeholder key for examples: the real ones are shown once, in the merchant portal. */
export const EXAMPLE_TEST_KEY = 'sk_test_...';

/** One endpoint: what it does, who may call it, what it takes and what it answers. */
export function OperationSection({ op, baseUrl }: { op: ApiOperation; baseUrl: string }) {
  const success = op.responses.find((response) => response.fields.length > 0);
  const credential = op.auth?.scheme === 'apiKey' ? EXAMPLE_TEST_KEY : op.auth ? '<token>' : undefined;
  return (
    <section aria-labelledby={op.id} className="border-t border-border pt-8">
      <h3 id={op.id} className="mt-0! scroll-mt-28">
        {op.summary}
      </h3>
      <p className="flex flex-wrap items-center gap-2">
        <span className={`rounded px-2 py-0.5 font-mono text-xs font-bold ${METHOD_COLOURS[op.method] ?? 'bg-muted'}`}>{op.method}</span>
        <code>{op.path}</code>
      </p>
      <RichText blocks={op.description} />
      <p>
        <strong>Authentication:</strong> {op.auth ? (AUTH_LABELS[op.auth.scheme] ?? op.auth.description) : 'none'}
      </p>

      {op.parameters.length > 0 ? (
        <>
          <h4 className="mt-6 font-semibold">Parameters</h4>
          <FieldsTable caption={`${op.method} ${op.path} parameters`} fields={op.parameters} />
        </>
      ) : null}

      {op.body ? (
        <>
          <h4 className="mt-6 font-semibold">
            Request body{' '}
            <span className="font-normal text-muted-foreground">
              ({op.body.contentType}
              {op.body.schema ? `, ${op.body.schema}` : ''})
            </span>
          </h4>
          <FieldsTable caption={`${op.method} ${op.path} request body`} fields={op.body.fields} />
        </>
      ) : null}

      <h4 className="mt-6 font-semibold">Responses</h4>
      <ul>
        {op.responses.map((response) => (
          <li key={response.status}>
            <code>{response.status}</code> {response.meaning}
            {response.schema ? <span className="text-muted-foreground"> — {response.schema}</span> : null}
          </li>
        ))}
      </ul>
      {success ? (
        // Folded: a response's fields are the longest part of the page, and a closed <details> costs the phone no layout until opened.
        <details className="mt-4 rounded-md border border-border px-4 py-2">
          <summary className="cursor-pointer font-medium">
            Response body: {success.fields.length} {success.fields.length === 1 ? 'field' : 'fields'}
          </summary>
          <FieldsTable caption={`${op.method} ${op.path} response body`} fields={success.fields} />
        </details>
      ) : null}

      {op.errorCodes.length > 0 ? (
        <>
          <h4 className="mt-6 font-semibold">Error codes</h4>
          <dl>
            {op.errorCodes.map((error) => (
              <div key={error.code}>
                <dt>
                  <code>{error.code}</code>
                </dt>
                <dd>{error.meaning}</dd>
              </div>
            ))}
          </dl>
        </>
      ) : null}

      <h4 className="mt-6 font-semibold">Example</h4>
      {op.body?.placeholder ? <p>The values below are placeholders showing the required fields; replace them with your own.</p> : null}
      <CodeBlock
        label={`Example request: ${op.method} ${op.path}`}
        code={curlCommand({ method: op.method, url: `${baseUrl}${op.path}`, apiKey: credential, body: op.body?.example })}
      />
      {success?.example !== undefined ? (
        <details className="mt-4 rounded-md border border-border px-4 py-2">
          <summary className="cursor-pointer font-medium">Example response</summary>
          <CodeBlock label={`Example response: ${op.method} ${op.path}`} code={prettyJson(success.example)} />
        </details>
      ) : null}
    </section>
  );
}
