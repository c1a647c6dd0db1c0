import { useState } from 'react'
import type { ProfileView } from '#common/contracts/accounts.ts'
import { activePlan } from '#common/credits.ts'
import { Button } from '../../../components/ui/button.tsx'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx'
import { FormAlert } from '../../../components/ui/form-alert.tsx'
import { formatDayInLosAngeles } from '../../../lib/format.ts'
import { useAction } from '../../../lib/use-action.ts'
import { useSetPlanRenewal } from '../api/plan-renewal.ts'

const PLAN_NAMES = { pro: 'Pro', specialist: 'Specialist' } as const

/**
 * The buyer's plan: when it renews, and a way to cancel it online (California's automatic
 * renewal law asks for one where the plan was bought online), or to take a cancellation back.
 */
export function PlanSection({ profile }: { profile: ProfileView }) {
  const plan = activePlan(profile)
  const [confirming, setConfirming] = useState(false)
  const renewal = useSetPlanRenewal()
  const { busy, error, run } = useAction()
  if (!plan || !profile.currentPeriodEnd) return null

  const name = PLAN_NAMES[plan]
  const day = formatDayInLosAngeles(profile.currentPeriodEnd)
  const reports = profile.stats.monthlyAllowance
  const change = (renews: boolean) =>
    run(async () => {
      await renewal.mutateAsync(renews)
      setConfirming(false)
    })

  return (
    <section aria-labelledby="plan-heading" className="flex flex-col gap-3">
      <h2 id="plan-heading" className="text-lg font-semibold text-gray-900">
        Your plan
      </h2>
      {profile.cancelAtPeriodEnd ? (
        <>
          <p className="text-gray-800">
            Your {name} plan is cancelled. It ends on {day}; until then you keep its monthly
            reports, and nothing more is charged.
          </p>
          <div>
            <Button variant="secondary" busy={busy} onClick={() => void change(true)}>
              Keep my plan
            </Button>
          </div>
        </>
      ) : (
        <>
          <p className="text-gray-800">
            {name} plan, with {reports} {reports === 1 ? 'report' : 'reports'} a month. It renews on{' '}
            {day}.
          </p>
          <div>
            <Button variant="secondary" onClick={() => setConfirming(true)}>
              Cancel plan
            </Button>
          </div>
        </>
      )}
      <FormAlert tone="error">{confirming ? null : error}</FormAlert>
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={`Cancel your ${name} plan?`}
        cancelLabel="Keep my plan"
        confirmLabel="Cancel plan"
        busy={busy}
        onConfirm={() => void change(false)}
      >
        <p>
          It stays active until {day}, with its monthly reports, and then ends: nothing more is
          charged. You can take this back until then.
        </p>
        <FormAlert tone="error">{error}</FormAlert>
      </ConfirmDialog>
    </section>
  )
}
