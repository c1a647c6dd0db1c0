import { toast } from '../../../lib/toast.ts'
import {
  DIGEST_FREQUENCIES,
  DIGEST_FREQUENCY_LABELS,
  type DigestFrequency,
} from '#common/contracts/watch.ts'
import { Spinner } from '../../../components/ui/spinner.tsx'
import { useDigestSetting, useSaveDigestSetting } from '../api/digest.ts'
import { LoadFailed } from '../../../components/ui/load-failed.tsx'

/** The profile's choice of how often the changes on one's watched lots are emailed. */
export function DigestSetting() {
  const setting = useDigestSetting()
  const save = useSaveDigestSetting()
  const choose = (frequency: DigestFrequency) =>
    save.mutate(frequency, {
      onSuccess: () =>
        toast.success(
          frequency === 'never'
            ? 'Saved: we will not email you about your watched lots.'
            : `Saved. We email you: ${DIGEST_FREQUENCY_LABELS[frequency]}.`,
        ),
      onError: (error) => toast.error(error.message),
    })
  return (
    <section
      id="watch-emails"
      aria-labelledby="watch-emails-heading"
      className="flex flex-col gap-3"
    >
      <h2 id="watch-emails-heading" className="text-lg font-semibold text-gray-900">
        Emails about your watched lots
      </h2>
      <p className="text-gray-700">
        When we run your lots again and a figure moves, we email you what changed, each figure as it
        was and as it is now. Changes you have already read on the watch page are left out.
      </p>
      {setting.isPending ? (
        <Spinner label="Loading your email setting" />
      ) : setting.isError ? (
        <LoadFailed onRetry={() => void setting.refetch()}>
          We could not load your email setting. {setting.error.message}
        </LoadFailed>
      ) : (
        <fieldset className="flex flex-col gap-2" disabled={save.isPending}>
          <legend className="mb-1 text-sm font-medium text-gray-900">Email me</legend>
          {DIGEST_FREQUENCIES.map((frequency) => (
            <label key={frequency} className="flex min-h-11 items-center gap-3 text-gray-900">
              <input
                type="radio"
                name="digest-frequency"
                value={frequency}
                checked={(save.variables ?? setting.data.frequency) === frequency}
                onChange={() => choose(frequency)}
                className="size-5 accent-brand-700"
              />
              {DIGEST_FREQUENCY_LABELS[frequency]}
            </label>
          ))}
        </fieldset>
      )}
    </section>
  )
}
