// The analyses /api/v1 sends (decision 495). An analysis of a parcel from the records is made
// once per version of what the engine reads and kept as sent, as its gzip (decision 650): the
// engine takes a fraction of a millisecond, but writing its 80 KB answer as JSON and gzipping it
// take several, on every call, which at 50 connections made the API's p99 more than half a second.
import type { z } from '@hono/zod-openapi'
import { AppError } from '#common/errors.ts'
import { analyzeParcel, ENGINE_VERSION, EngineInputError, type ParcelFacts } from '#engine'
import type { Db } from '../../db/client.ts'
import { normalizeApn } from '#common/contracts/parcels.ts'
import { findParcelsFacts, findParcelVersions } from '../../domain/parcels.ts'
import {
  digestOf,
  prepareGzippedJson,
  preparedBytes,
  type PreparedJson,
} from '../../http/compress-json.ts'
import { todayInLosAngeles } from '../../lib/dates.ts'
import { createBatchedLookup, type BatchedLookup } from '../../lib/batched-lookup.ts'
import { createVersionedCache, type VersionedCache } from '../../lib/versioned-cache.ts'
import type { AnalysisSchema } from './api-v1.contracts.ts'

export type ApiAnalysis = z.infer<typeof AnalysisSchema>

/**
 * The engine's analysis as the contract types it. The engine's types are read-only throughout,
 * which the JSON response type does not accept; the values are plain JSON all the same.
 */
export function analyse(
  input: Parameters<typeof analyzeParcel>[0],
  options: Parameters<typeof analyzeParcel>[1] = {},
): ApiAnalysis {
  try {
    return analyzeParcel(input, options) as ApiAnalysis
  } catch (error) {
    if (error instanceof EngineInputError)
      throw new AppError('INVALID_INPUT', `${error.fact}: ${error.message}`)
    throw error
  }
}

/**
 * The bytes of analyses kept per database, least recently used first out (decision 650). An
 * analysis is kept as its gzip alone, about 11 KB on the demo city (its JSON, about 78 KB, is
 * unzipped for the rare client that does not take gzip), so this keeps about 2,900: a program
 * that works through a list of 1,000 lots and comes back to them finds every one kept, and a
 * round over more lots than are kept would find none. Bounded by bytes rather than by count, as
 * an analysis's size varies with the lot (its pathways, its findings); the server's whole memory
 * at rest is about 270 MB (decision 620), and the count of 1,000 kept as JSON and gzip could hold
 * 120 MB.
 */
export const PARCEL_ANALYSIS_CACHE_BYTES = 32 * 1024 * 1024

/**
 * zlib's level for a kept analysis (decision 690): 3 gzips a demo lot's 78 KB in about 0.36 ms
 * of CPU to 12.3 KB, where the answers' usual 4 takes 0.48 ms for 11.4 KB.
 */
const PARCEL_ANALYSIS_GZIP_LEVEL = 3

/** Reads the analysis of the parcel `apn` from the records, today, at the default readings. */
export type ParcelAnalysisReader = (db: Db, apn: string) => Promise<PreparedJson<ApiAnalysis>>

/**
 * A reader that keeps at most `bytes` of analyses per database. An analysis is kept under the
 * version of what the engine reads (decision 561): the parcel's row as stored now (its `xmin`,
 * which any update, delete or insert of the row changes, by whatever import or edit), the
 * analysis date (today in Los Angeles; the engine has no clock of its own) and, fixed for the
 * process, the engine's version (its default readings are part of its code). The route passes no
 * options, so none are in the key. A call that finds its analysis kept reads only that version,
 * in one query with the calls that arrive with it; the row is read, its facts derived and the
 * answer's ETag digested only when an analysis is made, the rows of the analyses made together
 * read in one query too (decision 690). Each database has its own: the same APN, and
 * even the same `xmin`, may hold other facts in another database (the tests' databases each
 * load the demo city from one template).
 */
export function createParcelAnalysisReader(bytes: number): ParcelAnalysisReader {
  type Kept = {
    analyses: VersionedCache<PreparedJson<ApiAnalysis>>
    versionOf: BatchedLookup<string>
    factsOf: BatchedLookup<ParcelFacts>
  }
  const keptByDb = new WeakMap<Db, Kept>()
  return async (db, apn) => {
    let kept = keptByDb.get(db)
    if (!kept) {
      kept = {
        analyses: createVersionedCache<PreparedJson<ApiAnalysis>>({
          bytes,
          bytesOf: preparedBytes,
        }),
        versionOf: createBatchedLookup((apns) => findParcelVersions(db, apns)),
        factsOf: createBatchedLookup((apns) => findParcelsFacts(db, apns)),
      }
      keptByDb.set(db, kept)
    }
    const canonical = normalizeApn(apn)
    const version = canonical === null ? undefined : await kept.versionOf(canonical)
    if (canonical === null || version === undefined) throw new AppError('NOT_FOUND', notFound(apn))
    const analysisDate = todayInLosAngeles()
    // The row is read after its version, so what is kept under a version is never older than it.
    return kept.analyses.getOrMake(canonical, `${analysisDate}|${version}`, async () => {
      const facts = await kept.factsOf(canonical)
      if (!facts) throw new AppError('NOT_FOUND', notFound(apn))
      // The ETag names the facts rather than the row, so servers on other copies of the records
      // agree on it, and it names the engine across deployments.
      const etag = `"${digestOf(`${ENGINE_VERSION}|${analysisDate}|${JSON.stringify(facts)}`)}"`
      return prepareGzippedJson(
        analyse({ parcel: facts, scenario: { analysisDate } }),
        etag,
        PARCEL_ANALYSIS_GZIP_LEVEL,
      )
    })
  }
}

function notFound(apn: string): string {
  return `No parcel with APN ${apn} is in our records.`
}

export const readParcelAnalysis = createParcelAnalysisReader(PARCEL_ANALYSIS_CACHE_BYTES)
