// The voice assistant of spec §1. While a page shows it, the widget's script is loaded from the
// package CDN; 2 s later the page checks the widget element has come to life. 'Loading
// ElevenLabs...' sits bottom-left until then; a failure leaves a small box bottom-right, which
// the reader can dismiss: fixed over the page, it would otherwise hide whatever field or link
// scrolls under it on a phone. When the page goes away (the blog, or leaving the app) the script
// and element are removed.
import { createElement, useEffect, useState } from 'react'
import { MESSAGES } from '#common/messages.ts'
import {
  VOICE_AGENT_PLACEHOLDER,
  VOICE_WIDGET_CHECK_MS,
  VOICE_WIDGET_ELEMENT,
  VOICE_WIDGET_SCRIPT_URL,
} from '#common/voice-widget.ts'

type Phase = 'loading' | 'ready' | 'failed' | 'dismissed'

/**
 * The content of the page's voice-agent meta tag: the placeholder while prerendering, whatever
 * the server wrote in the browser (so hydration keeps the tag as it is).
 */
export function voiceAgentMeta(): string {
  if (typeof document === 'undefined') return VOICE_AGENT_PLACEHOLDER
  return (
    document.querySelector('meta[name="voice-agent-id"]')?.getAttribute('content') ??
    VOICE_AGENT_PLACEHOLDER
  )
}

/** The agent id the server wrote into the page; null when the assistant is off. */
function configuredAgentId(): string | null {
  const value = voiceAgentMeta()
  return value && value !== VOICE_AGENT_PLACEHOLDER ? value : null
}

/** The widget element has been defined by the script (it is a live custom element). */
function widgetIsLive(): boolean {
  return customElements.get(VOICE_WIDGET_ELEMENT) !== undefined
}

export function VoiceWidget() {
  const [agentId] = useState(() => (typeof document === 'undefined' ? null : configuredAgentId()))
  const [phase, setPhase] = useState<Phase>('loading')

  useEffect(() => {
    if (!agentId) return
    let active = true
    const settle = (next: Phase) => {
      if (active) setPhase(next)
    }
    const script = document.createElement('script')
    script.src = VOICE_WIDGET_SCRIPT_URL
    script.async = true
    script.type = 'text/javascript'
    script.dataset.voiceWidget = ''
    script.addEventListener('error', () => settle('failed'))
    document.body.appendChild(script)
    const check = window.setTimeout(
      () => settle(widgetIsLive() ? 'ready' : 'failed'),
      VOICE_WIDGET_CHECK_MS,
    )
    return () => {
      active = false
      window.clearTimeout(check)
      script.remove()
    }
  }, [agentId])

  if (!agentId) return null
  return (
    <>
      {phase !== 'failed' &&
        phase !== 'dismissed' &&
        createElement(VOICE_WIDGET_ELEMENT, { 'agent-id': agentId })}
      {phase === 'loading' && (
        <p
          aria-live="polite"
          className="fixed bottom-4 left-4 z-40 rounded-md bg-white/95 px-3 py-2 text-sm text-gray-700 shadow print:hidden"
        >
          {MESSAGES.voiceLoading}
        </p>
      )}
      {phase === 'failed' && (
        <div className="fixed right-4 bottom-4 z-40 flex max-w-xs items-center gap-2 rounded-md border border-danger-600/40 bg-danger-50 py-1 pr-1 pl-3 text-sm text-danger-700 shadow print:hidden">
          <p aria-live="assertive">{MESSAGES.voiceFailed}</p>
          <button
            type="button"
            aria-label={MESSAGES.voiceFailedDismiss}
            onClick={() => setPhase('dismissed')}
            className="rounded px-2 py-1 text-base leading-none hover:bg-danger-600/10 focus-visible:outline-2 focus-visible:outline-danger-700"
          >
            ×
          </button>
        </div>
      )}
    </>
  )
}
