import { useState, type FormEvent } from 'react'
import { DEFAULT_HERO_IMAGE } from '#common/site-settings.ts'
import { Button } from '../../../components/ui/button.tsx'
import { FormAlert } from '../../../components/ui/form-alert.tsx'
import { TextField } from '../../../components/ui/input.tsx'
import { useAction } from '../../../lib/use-action.ts'
import { useSiteSetting } from '../api/get-site-setting.ts'
import { useUpdateSiteSetting } from '../api/update-site-setting.ts'

/** The home page's hero picture: a site path or https address, previewed before it is saved. */
export function HeroImageForm() {
  const current = useSiteSetting('hero_image')
  if (current.isPending) return <p className="text-gray-700">Loading the current picture…</p>
  return <HeroImageFields initial={current.data?.value ?? DEFAULT_HERO_IMAGE} />
}

function HeroImageFields({ initial }: { initial: string }) {
  const [value, setValue] = useState(initial)
  const [saved, setSaved] = useState<string | null>(null)
  const update = useUpdateSiteSetting('hero_image')
  const action = useAction()

  function submit(event: FormEvent) {
    event.preventDefault()
    setSaved(null)
    void action.run(async () => {
      const setting = await update.mutateAsync(value)
      setValue(setting.value)
      setSaved('The home page now shows this picture.')
    })
  }

  return (
    <form onSubmit={submit} className="flex max-w-xl flex-col gap-4" aria-label="Hero image">
      <TextField
        label="Picture address"
        hint={`A path on this site such as ${DEFAULT_HERO_IMAGE}, or an https:// address, ending in .svg, .png, .jpg, .webp, .avif or .gif. If it fails to load within 3 seconds, visitors see the default.`}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        required
      />
      <figure>
        <img
          src={value}
          alt="Preview of the hero picture"
          width={320}
          height={240}
          className="rounded-md border border-gray-200 bg-white"
        />
        <figcaption className="mt-1 text-sm text-gray-600">Preview</figcaption>
      </figure>
      <FormAlert tone="error">{action.error}</FormAlert>
      <FormAlert tone="success">{saved}</FormAlert>
      <div className="flex gap-3">
        <Button type="submit" busy={action.busy}>
          Save picture
        </Button>
        <Button type="button" variant="secondary" onClick={() => setValue(DEFAULT_HERO_IMAGE)}>
          Use the default
        </Button>
      </div>
    </form>
  )
}
