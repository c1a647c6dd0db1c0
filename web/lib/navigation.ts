// Navigation for code outside components (the session-expiry handler): the app registers the
// router's navigate function once it has mounted.
type Navigate = (to: string, options?: { replace?: boolean }) => void | Promise<void>

let current: Navigate = (to) => window.location.assign(to)

export function setNavigator(navigate: Navigate): void {
  current = navigate
}

export function navigateTo(to: string, options?: { replace?: boolean }): void {
  void current(to, options)
}
