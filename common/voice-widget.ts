// The voice assistant of spec §1: ElevenLabs' conversational widget. The script is pinned to one
// exact package version and file, and the content security policy allows that one URL, not the
// whole CDN host (docs/decisions/183).

/** The widget's embed script on the public package CDN, at an exact version. */
export const VOICE_WIDGET_SCRIPT_URL =
  'https://unpkg.com/@elevenlabs/convai-widget-embed@0.5.4/dist/index.js'

/** The custom element the script defines. */
export const VOICE_WIDGET_ELEMENT = 'elevenlabs-convai'

/** Pages are prerendered with this where the agent id belongs; the server fills it in. */
export const VOICE_AGENT_PLACEHOLDER = '__LOTWISE_VOICE_AGENT__'

/** How long after the script is added the page checks that the widget element exists (§1). */
export const VOICE_WIDGET_CHECK_MS = 2000

/** Spec §1: no widget on the blog. */
export function showsVoiceWidget(path: string): boolean {
  return !(path === '/blog' || path.startsWith('/blog/'))
}
