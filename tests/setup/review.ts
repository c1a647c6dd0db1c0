// The publish checklist answered in full, for tests that publish a report as an analyst would.
import type { PublishReview, ReviewChecklist } from '#common/contracts/report-review.ts'
import { callAs, type People } from './people.ts'
import type { TestApp } from './test-app.ts'

/**
 * Every open fact a review can confirm confirmed with its first answer (for a figure, `figure`)
 * and the first source that settles it, any other left open; every reading kept; and a note.
 */
export async function answeredChecklist(
  t: TestApp,
  people: People,
  reportId: string,
  figure = '60',
): Promise<PublishReview> {
  const response = await t
    .api(people.admin)
    .reports[':id']['review-checklist'].$get({ param: { id: reportId } })
  if (response.status !== 200) {
    throw new Error(`The checklist answered ${response.status}: ${await response.text()}`)
  }
  const checklist: ReviewChecklist = await response.json()
  return {
    facts: checklist.facts.map((fact) =>
      fact.sources[0]
        ? {
            item: fact.id,
            outcome: 'confirmed',
            source: fact.sources[0],
            answer: fact.answers[0]?.id ?? figure,
          }
        : { item: fact.id, outcome: 'left_open', reason: 'The owner has not said.' },
    ),
    readings: checklist.readings.map((reading) => ({ item: reading.id, outcome: 'chosen' })),
    note: 'Zone and lot size checked on ZIMAS.',
  }
}

/** Publishes `reportId` as the admin, with the checklist answered in full. */
export async function publishAsAdmin(t: TestApp, people: People, reportId: string) {
  const review = await answeredChecklist(t, people, reportId)
  return callAs(t, people, 'admin', (api) =>
    api.reports[':id'].publish.$post({ param: { id: reportId }, json: review }),
  )
}
