import { useEffect, useState } from 'react'
import { DEFAULT_HERO_IMAGE } from '#common/site-settings.ts'
import { useSiteSetting } from '../api/get-site-setting.ts'

/** How long the configured picture may take to load before the default stays (spec §9). */
const IMAGE_CHECK_TIMEOUT_MS = 3000

/**
 * The home page's hero picture. The page is prerendered with the default; the picture an
 * admin configured replaces it once it has loaded — unless it fails or takes over 3 s.
 */
export function HeroImage({ className }: { className?: string }) {
  const configured = useSiteSetting('hero_image').data?.value
  const [src, setSrc] = useState(DEFAULT_HERO_IMAGE)

  useEffect(() => {
    if (!configured || configured === DEFAULT_HERO_IMAGE) return
    let settled = false
    const timer = window.setTimeout(() => (settled = true), IMAGE_CHECK_TIMEOUT_MS)
    const probe = new Image()
    probe.onload = () => {
      if (settled) return
      settled = true
      window.clearTimeout(timer)
      setSrc(configured)
    }
    probe.src = configured
    return () => {
      settled = true
      window.clearTimeout(timer)
    }
  }, [configured])

  return <img src={src} alt="" className={className} width={640} height={480} />
}
