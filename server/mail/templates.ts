// The emails Lotwise sends, each as plain text and simple HTML built from the same lines.
import type { ReportDocument } from '#common/contracts/report-document.ts'
import type { ReportReview } from '#common/contracts/report-review.ts'
import {
  REPORT_TYPE_ADMIN_LABELS,
  REPORT_TYPE_LABELS,
  type ReportType,
} from '#common/report/type-labels.ts'
import { SITE } from '#common/site.ts'
import { HOMES_LIST_HEADING, homesByPathway, reportHeadline } from '#common/report/headline.ts'
import { OBJECTIVE_LABELS } from '#common/report/objectives.ts'
import { OWNER_SCENARIO_HEADING, ownerScenario } from '#common/report/owner-scenario.ts'
import { reviewFactLines, reviewReadingLines } from '#common/report/review.ts'
import { STATUS_LABELS } from '#engine'
import type { DigestFrequency } from '#common/contracts/watch.ts'
import type { GivenUpMessage, MailMessage } from './mailer.ts'

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
}

/**
 * Paragraphs of text; a `{ link }` entry becomes a button-like link in HTML and a bare URL in
 * text; a `{ list }` entry, a bulleted list under its heading.
 */
type Block = string | { link: string; label: string } | { heading: string; list: readonly string[] }

function textOf(block: Block): string {
  if (typeof block === 'string') return block
  if ('link' in block) return `${block.label}: ${block.link}`
  return [block.heading, ...block.list.map((item) => `- ${item}`)].join('\n')
}

function htmlOf(block: Block): string {
  if (typeof block === 'string') return `<p>${escapeHtml(block)}</p>`
  if ('link' in block)
    return `<p><a href="${escapeHtml(block.link)}">${escapeHtml(block.label)}</a></p>`
  const items = block.list.map((item) => `<li>${escapeHtml(item)}</li>`).join('')
  return `<p>${escapeHtml(block.heading)}</p><ul>${items}</ul>`
}

function compose(to: string, subject: string, blocks: readonly Block[]): MailMessage {
  const text = blocks.map(textOf).join('\n\n')
  const html = blocks.map(htmlOf).join('\n')
  return {
    to,
    subject,
    text: `${text}\n`,
    html: `<!doctype html><html><body>${html}</body></html>`,
  }
}

export function passwordResetEmail(to: string, name: string, link: string): MailMessage {
  return compose(to, 'Reset your Lotwise password', [
    `Hello ${name || to},`,
    'Someone asked to reset the password of your Lotwise account. If it was you, choose a new password here. The link works once and expires in one hour.',
    { link, label: 'Choose a new password' },
    'If you did not ask for this, ignore this email: your password stays as it is.',
  ])
}

export type ReportMailFacts = {
  reportId: string
  address: string
  reportType: ReportType
  userName: string
  userEmail: string
  publicUrl: string
  /**
   * The report as its page, shared page and PDF show it (decision 320): the emails state its
   * headline, homes and review from it. Null while the report has no analysis to show.
   */
  document: ReportDocument | null
}

export function reportRequestUserEmail(facts: ReportMailFacts): MailMessage {
  return compose(facts.userEmail, `We received your report request for ${facts.address}`, [
    `Hello ${facts.userName},`,
    `Thank you for ordering a ${REPORT_TYPE_LABELS[facts.reportType]} for ${facts.address}.`,
    `Its preliminary analysis is ready to read now. ${SITE.reviewPromise} We will email you when it is published.`,
    ...(facts.document ? headlineBlocks(facts.document) : []),
    { link: `${facts.publicUrl}/report/${facts.reportId}`, label: 'See your report' },
  ])
}

/**
 * The report's answer as its summary states it, on the page and in the PDF: the best pathway by
 * the reader's objective with its figures, what the owner changed from the defaults, then the
 * homes on the lot under each pathway.
 */
function headlineBlocks(document: ReportDocument): Block[] {
  const headline = reportHeadline(document)
  const changes = ownerScenario(document)
  return [
    `Best pathway by ${OBJECTIVE_LABELS[headline.objective].toLowerCase()}: ${headline.title}`,
    ...(headline.closest ? [headline.closest] : []),
    ...(headline.status ? [`${STATUS_LABELS[headline.status]} · ${headline.figures}`] : []),
    ...(headline.explanation ? [headline.explanation] : []),
    ...(changes.length > 0 ? [{ heading: `${OWNER_SCENARIO_HEADING}:`, list: changes }] : []),
    {
      heading: `${HOMES_LIST_HEADING}:`,
      list: homesByPathway(document.analysis, document.derived.model.pathways).map(
        (row) => `${row.name}: ${row.text}`,
      ),
    },
  ]
}

/** The review as lines of an email: the verification, each fact and reading, the note. */
function reviewBlocks(review: ReportReview, verification: string): Block[] {
  const items = [...reviewFactLines(review), ...reviewReadingLines(review)]
  return [
    items.length > 0 ? { heading: `${verification}:`, list: items } : `${verification}.`,
    `The analyst’s note: ${review.note}`,
  ]
}

export function reportCompletionUserEmail(facts: ReportMailFacts): MailMessage {
  const { document } = facts
  const review = document?.review
  return compose(facts.userEmail, `Your report for ${facts.address} is ready`, [
    `Hello ${facts.userName},`,
    review
      ? `Your ${REPORT_TYPE_LABELS[facts.reportType]} for ${facts.address} has been reviewed and published.`
      : `Your ${REPORT_TYPE_LABELS[facts.reportType]} for ${facts.address} has been published.`,
    ...(document ? headlineBlocks(document) : []),
    ...(review && document.verification ? reviewBlocks(review, document.verification) : []),
    { link: `${facts.publicUrl}/report/${facts.reportId}`, label: 'Read your report' },
  ])
}

export function reportAdminEmail(
  to: string,
  kind: 'request' | 'completion',
  facts: ReportMailFacts,
): MailMessage {
  const what = kind === 'request' ? 'New report request' : 'Report published'
  return compose(to, `${what}: ${facts.address}`, [
    `${what}: ${REPORT_TYPE_ADMIN_LABELS[facts.reportType]} for ${facts.address}, ordered by ${facts.userName} <${facts.userEmail}>.`,
    { link: `${facts.publicUrl}/edit-report/${facts.reportId}`, label: 'Open the report' },
  ])
}

/**
 * Tells the team that a message was given up after a day of retries, and where one click sends
 * it again (decision 340).
 */
export function mailGivenUpAdminEmail(
  to: string,
  publicUrl: string,
  failed: GivenUpMessage,
): MailMessage {
  return compose(to, `Email not delivered: ${failed.subject}`, [
    `The email "${failed.subject}" to ${failed.to} could not be sent after a day of retries. The mail server's last answer: ${failed.lastError}`,
    'Once the mail server takes mail again, send it from the email outbox.',
    { link: `${publicUrl}/admin/outbox`, label: 'Open the email outbox' },
  ])
}

/** How often a digest comes, as its footer says it. */
const DIGEST_CADENCE: Readonly<Record<Exclude<DigestFrequency, 'never'>, string>> = {
  immediately: 'as soon as we find a change',
  daily: 'once a day at most',
  weekly: 'once a week at most',
}

export type DigestEmailFacts = {
  to: string
  name: string
  frequency: DigestFrequency
  /** Each kind of change, with its entries and where to read them in full. */
  groups: ReadonlyArray<{
    title: string
    /** The subject when this kind of change is the only one in the email. */
    subject: string
    entries: ReadonlyArray<{ heading: string; lines: readonly string[] }>
    link: { link: string; label: string }
  }>
  settingsUrl: string
  unsubscribeUrl: string
}

/** The digest (decision 400): each change in words with both figures, and how to stop it. */
export function digestEmail(facts: DigestEmailFacts): MailMessage {
  const [only] = facts.groups
  const subject =
    facts.groups.length === 1 && only
      ? only.subject
      : `What changed on your ${facts.groups.map((group) => group.title.replace(/^Your /, '').toLowerCase()).join(' and ')}`
  const cadence = facts.frequency === 'never' ? null : DIGEST_CADENCE[facts.frequency]
  return compose(facts.to, subject, [
    `Hello ${facts.name || facts.to},`,
    'We ran the analysis again after the law, the City’s maps or a lot’s records changed. Here is what moved since we last wrote, each figure as it was and as it is now.',
    ...facts.groups.flatMap((group) => [
      group.title,
      ...group.entries.flatMap((entry) => [
        entry.heading,
        ...entry.lines.map((line) => `• ${line}`),
      ]),
      group.link,
    ]),
    cadence
      ? `You get these emails ${cadence}. To choose how often, open your profile.`
      : 'To choose how often you get these emails, open your profile.',
    { link: facts.settingsUrl, label: 'Choose how often' },
    'To stop them, follow this link; you do not need to sign in.',
    { link: facts.unsubscribeUrl, label: 'Stop these emails' },
  ])
}
