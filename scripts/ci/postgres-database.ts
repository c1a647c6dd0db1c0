// Creates or drops one database on a PostgreSQL server, for CI runs that need a fresh one:
//   node scripts/ci/postgres-database.ts create|drop <admin-url> <name>
import pg from 'pg'

const [action, adminUrl, name] = process.argv.slice(2)
if ((action !== 'create' && action !== 'drop') || !adminUrl || !name || !/^\w+$/.test(name)) {
  console.error('usage: postgres-database.ts create|drop <admin-url> <name (letters, digits, _)>')
  process.exit(2)
}

const client = new pg.Client({ connectionString: adminUrl })
try {
  await client.connect()
  await client.query(
    action === 'create'
      ? `CREATE DATABASE "${name}"`
      : `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`,
  )
  console.log(`${action === 'create' ? 'created' : 'dropped'} database ${name}`)
} catch (error) {
  console.error(`Could not ${action} database ${name}: ${(error as Error).message}`)
  process.exitCode = 1
} finally {
  await client.end()
}
