// The product spec's exact words (§2, §5, §6, §8), each written once. Server answers and web
// screens use these constants, so a test that finds the words finds the one place they live.
export const MESSAGES = {
  // §8 toasts and messages
  profileCreateFailed: 'Failed to create user profile',
  unexpected: 'An unexpected error occurred',
  unexpectedSentence: 'An unexpected error occurred.',
  reportPublished: 'Report published successfully',
  reportPublishFailed: 'Failed to publish report',
  reportDeleted: 'Report deleted successfully',
  reportDetailsDeleteFailed: 'Failed to delete report details',
  reportDeleteFailed: 'Failed to delete report',
  reportsLoadFailed: 'Failed to load reports. Please try again.',
  sessionExpired: 'Session expired. Please log in again.',
  loginToViewProfile: 'Please log in to view your profile',
  adminRequired: 'Admin authentication required',
  adminCheckFailed: 'Admin check failed: ',
  passwordUpdated: 'Password updated successfully',
  passwordUpdateFailed: 'Failed to update password. Please try again.',
  reportEditForbidden: "You don't have permission to edit this report",
  reportDeleteForbidden: 'Only admins can delete reports',
  // §8 loading, deployment, health
  chunkLoadFailed: 'A new version is available. Please refresh the page.',
  componentsLoadFailed: 'Failed to load application components...',
  newVersion: 'A new version of the application is available.',
  offline: 'You are offline. Some features may not work.',
  unhealthy: 'System health check failed. Some features may not work properly.',
  healthRestored: 'System health restored.',
  // §1 voice assistant
  voiceLoading: 'Loading ElevenLabs...',
  voiceFailed: 'Failed to load ElevenLabs script',
  voiceFailedDismiss: 'Dismiss this notice',
  // §8 inactivity
  inactivityConfirm:
    'Your session will expire in 5 minutes due to inactivity. Would you like to extend it?',
  inactivitySignedOut: 'Your session has expired due to inactivity. Please sign in again.',
  // §8 backend error kinds; §6 admin check; §2 profile
  sessionMissing: 'Auth session missing!',
  adminConfirmation: 'You are an admin',
  noReports: 'No reports found',
  somethingWentWrong: 'Something went wrong',
} as const

/** Spec §6: the prompt before an admin deletes a report. */
export function deleteReportPrompt(address: string): string {
  return `Are you sure you want to delete the report for "${address}"?`
}
