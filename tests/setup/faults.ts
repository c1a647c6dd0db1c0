// Real database faults for API tests: a trigger that makes PostgreSQL refuse some writes to a
// table, the way a full disk or a broken constraint would, until the test removes it.
import { sql } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'

let faultCounter = 0

/**
 * From now on the database raises `message` on `events` ("insert or update", "delete") of rows
 * of `table` matching `when` (SQL over `new` or `old`). Returns the function that removes it.
 */
export async function injectFault(
  db: Db,
  fault: {
    table: string
    events: string
    when: string
    message: string
    /** The SQLSTATE to raise (default P0001, a plain raised exception). */
    sqlState?: string
  },
): Promise<() => Promise<void>> {
  faultCounter += 1
  const name = `test_fault_${faultCounter}_${Math.random().toString(36).slice(2, 8)}`
  await db.execute(
    sql.raw(`create function ${name}() returns trigger language plpgsql as $$
      begin raise exception '${fault.message.replace(/'/g, "''")}'
        using errcode = '${fault.sqlState ?? 'P0001'}'; end $$`),
  )
  await db.execute(
    sql.raw(`create trigger ${name} before ${fault.events} on ${fault.table} for each row
      when (${fault.when}) execute function ${name}()`),
  )
  return async () => {
    await db.execute(sql.raw(`drop trigger ${name} on ${fault.table}`))
    await db.execute(sql.raw(`drop function ${name}()`))
  }
}
