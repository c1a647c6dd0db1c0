import { useQuery } from '@tanstack/react-query'
import { Link, type MetaArgs } from 'react-router'
import {
  API_KEY_REQUESTS_PER_MINUTE,
  API_KEY_SCOPE_LABELS,
  API_KEY_SCOPES,
} from '#common/contracts/api-keys.ts'
import { Page } from '../components/layout/page.tsx'
import { Badge } from '../components/ui/badge.tsx'
import { Button } from '../components/ui/button.tsx'
import { Card } from '../components/ui/card.tsx'
import { FormAlert } from '../components/ui/form-alert.tsx'
import { Spinner } from '../components/ui/spinner.tsx'
import { pageMeta } from '../lib/meta.ts'

export function meta({ location }: MetaArgs) {
  return pageMeta({ title: 'Lotwise API reference', path: location.pathname })
}

const DOCUMENT_PATH = '/api/v1/openapi.json'

/** The parts of the OpenAPI document this page shows. */
type Parameter = {
  name: string
  in: string
  required?: boolean
  description?: string
  schema?: { type?: string; enum?: string[] }
}
type Operation = {
  summary?: string
  description?: string
  tags?: string[]
  parameters?: Parameter[]
  requestBody?: { content: Record<string, unknown> }
  responses: Record<string, { description: string }>
}
type OpenApiDocument = {
  info: { title: string; version: string; description?: string }
  servers?: Array<{ url: string }>
  paths: Record<string, Record<string, Operation>>
}

function useApiDocument() {
  return useQuery({
    queryKey: ['api-v1-document'],
    queryFn: async () => {
      const response = await fetch(DOCUMENT_PATH)
      if (!response.ok) throw new Error('The API reference could not be loaded. Please try again.')
      return (await response.json()) as OpenApiDocument
    },
    staleTime: Number.POSITIVE_INFINITY,
  })
}

/**
 * The public API's reference, read from its OpenAPI document, so it always lists what the
 * server serves: how to get and send a key, the limits, and each endpoint's parameters and answers.
 */
export default function DevelopersPage() {
  const document = useApiDocument()
  const server = document.data?.servers?.[0]?.url ?? '/api/v1'
  return (
    <Page heading="Lotwise API" width="wide">
      <div className="flex max-w-4xl flex-col gap-8">
        <p className="text-gray-800">
          Look up parcels, analyse a lot under every housing law and screen the City of Los Angeles
          from your own programs, with the same engine and data as the site.
        </p>

        <section aria-labelledby="keys-heading" className="flex flex-col gap-3">
          <h2 id="keys-heading" className="text-xl font-semibold text-gray-900">
            Keys and limits
          </h2>
          <p className="text-gray-800">
            Make a key on your{' '}
            <Link to="/profile" className="text-brand-800 underline">
              profile page
            </Link>{' '}
            and send it with every request as <code>Authorization: Bearer lw_…</code>. It is shown
            once; keep it secret like a password. Each key carries what it may do:
          </p>
          <ul className="flex flex-col gap-1 text-gray-800">
            {API_KEY_SCOPES.map((scope) => (
              <li key={scope}>
                <code className="text-sm">{scope}</code>: {API_KEY_SCOPE_LABELS[scope]}
              </li>
            ))}
          </ul>
          <p className="text-gray-800">
            A key makes up to {API_KEY_REQUESTS_PER_MINUTE} requests a minute; past that the answer
            is <code>429</code> with a <code>Retry-After</code> header giving the seconds to wait. A
            missing or revoked key is <code>401</code>, a key without the scope <code>403</code>.
            Every error is <code>{'{"error": {"code", "message"}}'}</code>, with a message you can
            show a person; a refused field is named first.
          </p>
          <pre
            tabIndex={0}
            aria-label="An example request"
            className="overflow-x-auto rounded-md bg-gray-900 p-4 text-sm text-gray-50"
          >
            <code>{`curl -H "Authorization: Bearer $LOTWISE_KEY" \\\n  "${server}/screen?minHomes=4&minValue=1"`}</code>
          </pre>
        </section>

        <section aria-labelledby="endpoints-heading" className="flex flex-col gap-4">
          <div className="flex flex-wrap items-baseline justify-between gap-3">
            <h2 id="endpoints-heading" className="text-xl font-semibold text-gray-900">
              Endpoints
            </h2>
            <a href={DOCUMENT_PATH} className="text-brand-800 underline">
              OpenAPI 3.1 document
            </a>
          </div>
          {document.isPending ? (
            <Spinner label="Loading the API reference" />
          ) : document.isError ? (
            <div className="flex flex-col items-start gap-3">
              <FormAlert tone="error">{document.error.message}</FormAlert>
              <Button variant="secondary" onClick={() => void document.refetch()}>
                Try Again
              </Button>
            </div>
          ) : (
            Object.entries(document.data.paths).flatMap(([path, operations]) =>
              Object.entries(operations).map(([method, operation]) => (
                <EndpointCard
                  key={`${method} ${path}`}
                  method={method}
                  path={path}
                  operation={operation}
                />
              )),
            )
          )}
        </section>
      </div>
    </Page>
  )
}

function EndpointCard({
  method,
  path,
  operation,
}: {
  method: string
  path: string
  operation: Operation
}) {
  const headingId = `${method}-${path}`.replace(/[^a-z0-9]+/gi, '-')
  return (
    <Card>
      <article aria-labelledby={headingId} className="flex flex-col gap-3">
        <h3 id={headingId} className="flex flex-wrap items-center gap-2 text-lg text-gray-900">
          <Badge tone="brand">{method.toUpperCase()}</Badge>
          <code className="break-all">/api/v1{path}</code>
        </h3>
        {operation.summary && <p className="font-medium text-gray-900">{operation.summary}</p>}
        {operation.description && <p className="text-gray-700">{operation.description}</p>}
        {operation.parameters && operation.parameters.length > 0 && (
          <div className="flex flex-col gap-1">
            <h4 className="text-sm font-semibold text-gray-900">Parameters</h4>
            <ul className="flex flex-col gap-1 text-sm text-gray-800">
              {operation.parameters.map((parameter) => (
                <li key={`${parameter.in}-${parameter.name}`}>
                  <code>{parameter.name}</code> ({parameter.in === 'path' ? 'in the path' : 'query'}
                  {parameter.required ? ', required' : ''})
                  {parameter.schema?.enum ? `: one of ${parameter.schema.enum.join(', ')}` : ''}
                  {parameter.description && (
                    <span className="block text-gray-700">{parameter.description}</span>
                  )}
                </li>
              ))}
            </ul>
          </div>
        )}
        {operation.requestBody && <RequestBody content={operation.requestBody.content} />}
        <div className="flex flex-col gap-1">
          <h4 className="text-sm font-semibold text-gray-900">Answers</h4>
          <ul className="flex flex-col gap-1 text-sm text-gray-800">
            {Object.entries(operation.responses).map(([status, response]) => (
              <li key={status}>
                <code>{status}</code> {response.description}
              </li>
            ))}
          </ul>
        </div>
      </article>
    </Card>
  )
}

/** What a request's body is, by the kind of content the document says it takes. */
function RequestBody({ content }: { content: Record<string, unknown> }) {
  if ('text/csv' in content) {
    return (
      <p className="text-sm text-gray-800">
        Body: the CSV file itself (<code>Content-Type: text/csv</code>), as described above.
      </p>
    )
  }
  return (
    <p className="text-sm text-gray-800">
      Body: a JSON object of facts, each named as in the document (<code>lot_sf</code>,{' '}
      <code>zone</code>, <code>existing_units</code>, …); facts left out are unknown.
    </p>
  )
}
