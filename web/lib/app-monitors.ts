// Background checks of spec §4 and §8: server health, network state and new deployments.
import { useEffect } from 'react'
import { MESSAGES } from '#common/messages.ts'
import { loadToasts, toast } from './toast.ts'

const HEALTH_CHECK_INTERVAL_MS = 60_000
const UPDATE_CHECK_INTERVAL_MS = 5 * 60_000

/** Starts the health, online/offline and new-version checks while the app is open. */
export function useAppMonitors(): void {
  useEffect(() => {
    // What these checks report (no network, a server down, another deployment's files) is when
    // the toasts' code could no longer be fetched: it is fetched now.
    loadToasts()
    const stopHealth = watchHealth()
    const stopNetwork = watchNetwork()
    const stopUpdates = watchDeployments()
    registerServiceWorker()
    return () => {
      stopHealth()
      stopNetwork()
      stopUpdates()
    }
  }, [])
}

function watchHealth(): () => void {
  let healthy = true
  const check = async () => {
    const nowHealthy = await fetch('/api/health', { cache: 'no-store' })
      .then((response) => response.ok)
      .catch(() => false)
    if (nowHealthy === healthy) return
    healthy = nowHealthy
    if (healthy) toast.success(MESSAGES.healthRestored)
    else toast.error(MESSAGES.unhealthy)
  }
  const timer = window.setInterval(check, HEALTH_CHECK_INTERVAL_MS)
  return () => window.clearInterval(timer)
}

function watchNetwork(): () => void {
  const offline = () => toast.warning(MESSAGES.offline)
  const online = () => toast.success('You are back online.')
  window.addEventListener('offline', offline)
  window.addEventListener('online', online)
  return () => {
    window.removeEventListener('offline', offline)
    window.removeEventListener('online', online)
  }
}

type DeploymentInfo = { version: string; assets: string[] }

/** The deployment file's answer when it has its shape; checked by hand, as every page loads this. */
function deploymentInfoOf(body: unknown): DeploymentInfo | null {
  if (typeof body !== 'object' || body === null) return null
  const { version, assets } = body as Record<string, unknown>
  if (typeof version !== 'string' || !Array.isArray(assets)) return null
  if (!assets.every((asset) => typeof asset === 'string')) return null
  return { version, assets }
}

/** The deployment this page was loaded from, once the first check has answered. */
let pageVersion: string | null = null

/**
 * Whether the server now runs another deployment than the one this page came from: true, false,
 * or null when it cannot be told (the server does not answer, or the page never learnt its own).
 */
export async function deploymentChanged(): Promise<boolean | null> {
  const info = await fetchDeploymentInfo()
  if (!info || pageVersion === null) return null
  return info.version !== pageVersion
}

async function fetchDeploymentInfo(): Promise<DeploymentInfo | null> {
  const response = await fetch('/deployment-info.json', { cache: 'no-store' }).catch(() => null)
  if (!response?.ok) return null
  return deploymentInfoOf(await response.json().catch(() => null))
}

function watchDeployments(): () => void {
  let announced = false
  const check = async () => {
    const info = await fetchDeploymentInfo()
    if (!info) return
    pageVersion ??= info.version
    if (info.version === pageVersion || announced) return
    announced = true
    // Offer the update only once every file of the new version can be fetched.
    const assetsReachable = await Promise.all(
      info.assets.map((asset) =>
        fetch(asset, { method: 'HEAD', cache: 'no-store' })
          .then((response) => response.ok)
          .catch(() => false),
      ),
    )
    if (assetsReachable.every(Boolean)) {
      toast(MESSAGES.newVersion, {
        duration: 15_000,
        action: { label: 'Update Now', onClick: () => window.location.reload() },
      })
    } else {
      toast.error(
        'An update could not be installed completely. Keep working; we will try again later.',
        {
          duration: 15_000,
        },
      )
      announced = false
    }
  }
  void check()
  const timer = window.setInterval(check, UPDATE_CHECK_INTERVAL_MS)
  return () => window.clearInterval(timer)
}

function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return
  navigator.serviceWorker.register('/sw.js').catch((error: unknown) => {
    console.warn('Service worker registration failed', error)
  })
}
