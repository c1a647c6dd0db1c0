// The share dialog's contents, loaded when the dialog first opens (./share-dialog.tsx).
import { useState } from 'react'
import { toast } from '../../../lib/toast.ts'
import {
  SHARE_LINK_DAY_CHOICES,
  SHARE_LINK_DEFAULT_DAYS,
  type ShareLink,
} from '#common/contracts/report-shares.ts'
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { FormAlert } from '../../../components/ui/form-alert.tsx'
import { SelectField } from '../../../components/ui/select.tsx'
import { Spinner } from '../../../components/ui/spinner.tsx'
import { formatDateTimeInLosAngeles } from '../../../lib/format.ts'
import { absoluteUrl } from '../../../lib/public-url.ts'
import { errorMessage, useAction } from '../../../lib/use-action.ts'
import { useCreateShareLink } from '../api/create-share-link.ts'
import { useShareLinks } from '../api/list-share-links.ts'
import { useRevokeShareLink } from '../api/revoke-share-link.ts'

const STATES: Readonly<Record<ShareLink['state'], { label: string; tone: BadgeTone }>> = {
  active: { label: 'Active', tone: 'eligible' },
  expired: { label: 'Expired', tone: 'unavailable' },
  revoked: { label: 'Turned off', tone: 'unavailable' },
}

const DAY_OPTIONS = SHARE_LINK_DAY_CHOICES.map((days) => ({
  value: String(days),
  label: days === 1 ? '1 day' : `${days} days`,
}))

/** What the share dialog holds: a new link's lifetime, and the report's links. */
export default function SharePanel({ reportId }: { reportId: string }) {
  const [days, setDays] = useState(String(SHARE_LINK_DEFAULT_DAYS))
  const links = useShareLinks(reportId, true)
  const create = useCreateShareLink(reportId)
  const action = useAction()

  const onCreate = () =>
    action.run(async () => {
      const link = await create.mutateAsync(Number(days))
      await copy(link)
    })

  return (
    <div className="flex flex-col gap-4 text-base">
      <p>
        Anyone with the link can read this report, without an account, until it expires or you turn
        it off. They cannot change anything.
      </p>
      <div className="flex flex-wrap items-end gap-3">
        <SelectField
          label="Link works for"
          options={DAY_OPTIONS}
          value={days}
          onChange={(event) => setDays(event.target.value)}
        />
        <Button onClick={() => void onCreate()} busy={action.busy}>
          Create link
        </Button>
      </div>
      <FormAlert tone="error">{action.error}</FormAlert>
      {links.isPending ? (
        <Spinner label="Loading the links" />
      ) : links.isError ? (
        <FormAlert tone="error">{errorMessage(links.error)}</FormAlert>
      ) : links.data.links.length === 0 ? (
        <p className="text-sm text-gray-700">No links yet.</p>
      ) : (
        <ul className="flex max-h-72 flex-col gap-3 overflow-y-auto" aria-label="Share links">
          {links.data.links.map((link) => (
            <ShareLinkRow key={link.id} link={link} reportId={reportId} />
          ))}
        </ul>
      )}
    </div>
  )
}

async function copy(link: ShareLink) {
  try {
    await navigator.clipboard.writeText(absoluteUrl(link.path))
    toast.success('Link copied')
  } catch {
    // Some browsers refuse the clipboard (insecure origin, no permission): the link is listed.
    toast.message('Link created: copy it from the list below')
  }
}

function ShareLinkRow({ link, reportId }: { link: ShareLink; reportId: string }) {
  const revoke = useRevokeShareLink(reportId)
  const state = STATES[link.state]
  const views = `${link.viewCount} ${link.viewCount === 1 ? 'view' : 'views'}`
  return (
    <li className="flex flex-col gap-2 rounded-md border border-gray-200 p-3 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone={state.tone}>{state.label}</Badge>
        <span className="tabular text-gray-800">{views}</span>
        <span className="text-gray-700">
          {link.state === 'revoked' && link.revokedAt
            ? `turned off ${formatDateTimeInLosAngeles(link.revokedAt)}`
            : `${link.state === 'expired' ? 'expired' : 'expires'} ${formatDateTimeInLosAngeles(link.expiresAt)}`}
        </span>
      </div>
      {link.state === 'active' && (
        <>
          <input
            readOnly
            aria-label="Share link"
            value={absoluteUrl(link.path)}
            onFocus={(event) => event.currentTarget.select()}
            className="h-9 w-full rounded-md border border-gray-300 bg-gray-50 px-2 font-mono text-xs text-gray-900"
          />
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" size="sm" onClick={() => void copy(link)}>
              Copy link
            </Button>
            <Button
              variant="ghost"
              size="sm"
              busy={revoke.isPending}
              onClick={() =>
                revoke.mutate(link.id, {
                  onSuccess: () => toast.success('Link turned off'),
                  onError: (error) => toast.error(error.message),
                })
              }
            >
              Turn off
            </Button>
          </div>
        </>
      )}
    </li>
  )
}
