// The analyses /api/v1 sends (decision 495). An analysis of a parcel from the records is made
// once per version of what the engine reads and kept as sent, text and gzip: the engine takes a
// fraction of a millisecond, but writing its 100 KB answer as JSON and gzipping it take several,
// on every call, which at 50 connections made the API's p99 more than half a second.
import type { z } from '@hono/zod-openapi'
import { AppError } from '#common/errors.ts'
import { analyzeParcel, ENGINE_VERSION, EngineInputError } from '#engine'
import type { Db } from '../../db/client.ts'
import { findParcelFacts } from '../../domain/parcels.ts'
import { digestOf, prepareJson, type PreparedJson } from '../../http/compress-json.ts'
import { todayInLosAngeles } from '../../lib/dates.ts'
import { createVersionedCache } from '../../lib/versioned-cache.ts'
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
 * Parcels whose analysis is kept, least recently used first out. Each is about 120 KB (108 KB
 * of JSON and 12 KB of gzip on the demo city), so 1,000 hold about 120 MB: a program that works
 * through a list of up to 1,000 lots and comes back to them finds every one kept, and fewer
 * would evict each lot of such a round before its next call.
 */
export const PARCEL_ANALYSIS_CACHE_LIMIT = 1_000

/** Reads the analysis of the parcel `apn` from the records, today, at the default readings. */
export type ParcelAnalysisReader = (db: Db, apn: string) => Promise<PreparedJson<ApiAnalysis>>

/**
 * A reader that keeps at most `limit` analyses. The version an analysis is kept under is what
 * the engine reads: the parcel's facts as derived from its row now (so any change to a fact, by
 * whatever import or edit, makes a new one), the analysis date (today in Los Angeles; the
 * engine has no clock of its own) and the engine's version (its default readings are part of
 * its code). The route passes no options, so none are in the key.
 */
export function createParcelAnalysisReader(limit: number): ParcelAnalysisReader {
  const kept = createVersionedCache<PreparedJson<ApiAnalysis>>(limit)
  return async (db, apn) => {
    const found = await findParcelFacts(db, apn)
    if (!found) throw new AppError('NOT_FOUND', `No parcel with APN ${apn} is in our records.`)
    const { apn: canonicalApn, facts } = found
    const analysisDate = todayInLosAngeles()
    // The version also serves as the answer's ETag, so it names the engine across deployments.
    const version = digestOf(`${ENGINE_VERSION}|${analysisDate}|${JSON.stringify(facts)}`)
    return kept.getOrMake(canonicalApn, version, async () =>
      prepareJson(analyse({ parcel: facts, scenario: { analysisDate } }), `"${version}"`),
    )
  }
}

export const readParcelAnalysis = createParcelAnalysisReader(PARCEL_ANALYSIS_CACHE_LIMIT)
