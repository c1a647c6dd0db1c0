// Queries that nearly every request runs, built once per database instead of on every call.
// Building a query's SQL took about a tenth of the server's time in a profile of report reads
// (decision 076); a prepared one also lets PostgreSQL parse and plan it once per connection.
import type { Db } from './client.ts'

const preparedByDb = new WeakMap<Db, Map<string, unknown>>()

/**
 * The query `build` writes for `db`, prepared as `name` on the first call and kept as long as
 * `db` is. The name identifies the query and its prepared statement: one name, one query.
 */
export function preparedQuery<Query>(
  db: Db,
  name: string,
  build: (db: Db) => { prepare(name: string): Query },
): Query {
  let byName = preparedByDb.get(db)
  if (!byName) {
    byName = new Map()
    preparedByDb.set(db, byName)
  }
  let query = byName.get(name) as Query | undefined
  if (query === undefined) {
    query = build(db).prepare(name)
    byName.set(name, query)
  }
  return query
}
