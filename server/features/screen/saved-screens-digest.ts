// The saved screens' new lots as digest entries (decisions 400, 415): for each screen whose owner
// asked for email, the lots that began to match it and were neither emailed nor seen on Find
// Lots, headed by the screen's name, the first few named by address.
import { and, asc, eq, inArray, isNull, lt } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { parcels, savedScreenNews, savedScreens } from '../../db/schema/index.ts'
import type { DigestSource } from '../../domain/digest.ts'

/** Lots an email names per screen; the rest are counted. */
const LOTS_NAMED = 10

const notYetTold = and(isNull(savedScreenNews.emailedAt), isNull(savedScreenNews.seenAt))

export const savedScreensDigest: DigestSource = {
  title: 'Your saved screens',
  link: { path: '/screen#saved-screens', label: 'Open your saved screens' },
  subject: (entries) =>
    entries.length === 1 && entries[0]
      ? `New lots match your saved screen ${entries[0].heading}`
      : `New lots match ${entries.length} of your saved screens`,

  async pendingUsers(db) {
    const rows = await db
      .selectDistinct({ userId: savedScreens.userId })
      .from(savedScreenNews)
      .innerJoin(savedScreens, eq(savedScreens.id, savedScreenNews.savedScreenId))
      .where(and(notYetTold, eq(savedScreens.emailNewLots, true)))
    return rows.map((row) => row.userId)
  },

  async claim(tx: Db, userId, before, now) {
    const mine = tx
      .select({ id: savedScreens.id })
      .from(savedScreens)
      .where(and(eq(savedScreens.userId, userId), eq(savedScreens.emailNewLots, true)))
    const claimed = await tx
      .update(savedScreenNews)
      .set({ emailedAt: now })
      .where(
        and(
          notYetTold,
          lt(savedScreenNews.createdAt, before),
          inArray(savedScreenNews.savedScreenId, mine),
        ),
      )
      .returning({
        savedScreenId: savedScreenNews.savedScreenId,
        apns: savedScreenNews.apns,
        createdAt: savedScreenNews.createdAt,
      })
    if (claimed.length === 0) return []
    const screens = await tx
      .select({ id: savedScreens.id, name: savedScreens.name })
      .from(savedScreens)
      .where(
        inArray(
          savedScreens.id,
          claimed.map((entry) => entry.savedScreenId),
        ),
      )
      .orderBy(asc(savedScreens.name))
    const lotsOf = (screenId: string) => [
      ...new Set(
        claimed
          .filter((entry) => entry.savedScreenId === screenId)
          .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
          .flatMap((entry) => entry.apns),
      ),
    ]
    const named = screens.flatMap((screen) => lotsOf(screen.id).slice(0, LOTS_NAMED))
    const addresses = new Map(
      (
        await tx
          .select({ apn: parcels.apn, address: parcels.addressDisplay })
          .from(parcels)
          .where(inArray(parcels.apn, named))
      ).map((parcel) => [parcel.apn, parcel.address]),
    )
    return screens.map((screen) => {
      const apns = lotsOf(screen.id)
      const more = apns.length - LOTS_NAMED
      return {
        heading: `“${screen.name}”`,
        lines: [
          apns.length === 1
            ? '1 lot matches it now that did not before:'
            : `${apns.length.toLocaleString('en-US')} lots match it now that did not before:`,
          ...apns.slice(0, LOTS_NAMED).map((apn) => {
            const address = addresses.get(apn)
            return address ? `${address} (APN ${apn})` : `APN ${apn}`
          }),
          ...(more > 0
            ? [`and ${more.toLocaleString('en-US')} more: open the screen to see them all`]
            : []),
        ],
      }
    })
  },
}
