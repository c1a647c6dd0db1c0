import { useState, type FormEvent } from 'react'
import { Link } from 'react-router'
import { toast } from '../../../lib/toast.ts'
import {
  API_KEY_REQUESTS_PER_MINUTE,
  API_KEY_SCOPE_LABELS,
  API_KEY_SCOPES,
  CreateApiKeySchema,
  type ApiKeyScope,
  type ApiKeyView,
  type CreatedApiKey,
} from '#common/contracts/api-keys.ts'
import { Badge } from '../../../components/ui/badge.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx'
import { FormAlert } from '../../../components/ui/form-alert.tsx'
import { TextField } from '../../../components/ui/input.tsx'
import { Spinner } from '../../../components/ui/spinner.tsx'
import { formatDateTimeInLosAngeles } from '../../../lib/format.ts'
import { errorMessage, useAction } from '../../../lib/use-action.ts'
import { useApiKeys, useCreateApiKey, useRevokeApiKey } from '../api/api-keys.ts'

/**
 * The profile's API keys: make one (its secret shown once, to copy), see each key's scopes and
 * last use, and revoke it. The server keeps only a hash, so a lost key is replaced, not shown.
 */
export function ApiKeysSection() {
  const keys = useApiKeys()
  const [created, setCreated] = useState<CreatedApiKey | null>(null)
  return (
    <section aria-labelledby="api-keys-heading" className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h2 id="api-keys-heading" className="text-lg font-semibold text-gray-900">
          API keys
        </h2>
        <p className="max-w-prose text-gray-700">
          Your programs can look up parcels, run analyses and screen the city through the{' '}
          <Link to="/developers" className="text-brand-800 underline">
            Lotwise API
          </Link>
          . Each key makes up to {API_KEY_REQUESTS_PER_MINUTE} requests a minute.
        </p>
      </div>
      <CreateKeyForm onCreated={setCreated} />
      {created && <NewKey created={created} onDone={() => setCreated(null)} />}
      {keys.isPending ? (
        <Spinner label="Loading your API keys" />
      ) : keys.isError ? (
        <FormAlert tone="error">{errorMessage(keys.error)}</FormAlert>
      ) : keys.data.keys.length === 0 ? (
        <p className="text-gray-700">You have no API keys yet.</p>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2" aria-label="Your API keys">
          {keys.data.keys.map((key) => (
            <KeyRow key={key.id} apiKey={key} />
          ))}
        </ul>
      )}
    </section>
  )
}

function CreateKeyForm({ onCreated }: { onCreated: (created: CreatedApiKey) => void }) {
  const [name, setName] = useState('')
  const [scopes, setScopes] = useState<ApiKeyScope[]>([...API_KEY_SCOPES])
  const create = useCreateApiKey()
  const action = useAction()
  // Checked here by the server's own contract, with its words, before anything is sent.
  const [problems, setProblems] = useState<{ name?: string; scopes?: string }>({})

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    const checked = CreateApiKeySchema.safeParse({ name, scopes })
    if (!checked.success) {
      const messageOf = (field: 'name' | 'scopes') =>
        checked.error.issues.find((issue) => issue.path[0] === field)?.message
      setProblems({ name: messageOf('name'), scopes: messageOf('scopes') })
      return
    }
    setProblems({})
    void action.run(async () => {
      onCreated(await create.mutateAsync({ name, scopes }))
      setName('')
    })
  }

  const toggle = (scope: ApiKeyScope, on: boolean) =>
    setScopes((current) =>
      on ? [...current, scope] : current.filter((candidate) => candidate !== scope),
    )

  return (
    <form onSubmit={onSubmit} className="flex max-w-xl flex-col gap-4" aria-label="New API key">
      <TextField
        label="Key name"
        hint="So you can tell your keys apart, like the program that uses it."
        value={name}
        maxLength={60}
        error={problems.name}
        onChange={(event) => setName(event.target.value)}
      />
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium text-gray-900">The key may</legend>
        {API_KEY_SCOPES.map((scope) => (
          <label key={scope} className="flex items-center gap-2 text-base text-gray-900">
            <input
              type="checkbox"
              className="h-5 w-5 accent-brand-700"
              checked={scopes.includes(scope)}
              onChange={(event) => toggle(scope, event.target.checked)}
            />
            {API_KEY_SCOPE_LABELS[scope]}
            <code className="text-sm text-gray-600">{scope}</code>
          </label>
        ))}
        {problems.scopes && (
          <p className="text-sm text-danger-700" role="alert">
            {problems.scopes}
          </p>
        )}
      </fieldset>
      <FormAlert tone="error">{action.error}</FormAlert>
      <div>
        <Button type="submit" busy={action.busy}>
          Create API Key
        </Button>
      </div>
    </form>
  )
}

function NewKey({ created, onDone }: { created: CreatedApiKey; onDone: () => void }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(created.secret)
      toast.success('Key copied')
    } catch {
      // Some browsers refuse the clipboard: the key stays on screen to copy by hand.
      toast.message('Select the key and copy it by hand')
    }
  }
  return (
    <div
      role="status"
      className="flex max-w-xl flex-col gap-3 rounded-md border border-brand-300 bg-brand-50 p-4"
    >
      <p className="font-medium text-gray-900">
        Your new key “{created.key.name}”. Copy it now: it will not be shown again.
      </p>
      <input
        readOnly
        aria-label="New API key"
        value={created.secret}
        onFocus={(event) => event.currentTarget.select()}
        className="h-10 w-full rounded-md border border-gray-300 bg-white px-2 font-mono text-sm text-gray-900"
      />
      <div className="flex flex-wrap gap-2">
        <Button size="sm" onClick={() => void copy()}>
          Copy Key
        </Button>
        <Button size="sm" variant="secondary" onClick={onDone}>
          I Have Saved It
        </Button>
      </div>
    </div>
  )
}

function KeyRow({ apiKey }: { apiKey: ApiKeyView }) {
  const revoke = useRevokeApiKey()
  const [confirming, setConfirming] = useState(false)
  const revoked = apiKey.revokedAt !== null
  return (
    <li className="flex flex-col gap-2 rounded-md border border-gray-200 p-3 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-base font-medium text-gray-900">{apiKey.name}</span>
        <Badge tone={revoked ? 'unavailable' : 'eligible'}>{revoked ? 'Revoked' : 'Active'}</Badge>
      </div>
      <p className="font-mono text-gray-800">{apiKey.prefix}…</p>
      <p className="text-gray-700">
        {apiKey.scopes.map((scope) => API_KEY_SCOPE_LABELS[scope]).join(' · ')}
      </p>
      <p className="text-gray-700">
        Made {formatDateTimeInLosAngeles(apiKey.createdAt)} ·{' '}
        {revoked && apiKey.revokedAt
          ? `revoked ${formatDateTimeInLosAngeles(apiKey.revokedAt)}`
          : apiKey.lastUsedAt
            ? `last used ${formatDateTimeInLosAngeles(apiKey.lastUsedAt)}`
            : 'not used yet'}
      </p>
      {!revoked && (
        <div>
          <Button
            variant="secondary"
            size="sm"
            aria-label={`Revoke the key ${apiKey.name}`}
            onClick={() => setConfirming(true)}
          >
            Revoke
          </Button>
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={`Revoke the key “${apiKey.name}”?`}
        confirmLabel="Revoke Key"
        busy={revoke.isPending}
        onConfirm={() =>
          revoke.mutate(apiKey.id, {
            onSuccess: () => toast.success(`Key “${apiKey.name}” revoked`),
            onError: (error) => toast.error(errorMessage(error)),
            onSettled: () => setConfirming(false),
          })
        }
      >
        Programs using this key stop working at once, and it cannot be turned back on. Make a new
        key for any program that still needs one.
      </ConfirmDialog>
    </li>
  )
}
