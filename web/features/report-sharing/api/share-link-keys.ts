/** Query keys of a report's share links. */
export const shareLinksKey = (reportId: string) => ['reports', 'share-links', reportId] as const
