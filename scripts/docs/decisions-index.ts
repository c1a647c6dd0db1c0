// The index of docs/decisions/: one line per record, number and title, read from each record's
// first line ("# NNN. Title"). `npm run docs:decisions` writes it; the test beside this file
// fails when a record was added, renamed or removed without the index following.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { format, resolveConfig } from 'prettier'

export const DECISIONS_DIR = path.resolve(import.meta.dirname, '../../docs/decisions')
export const INDEX_FILE = path.join(DECISIONS_DIR, 'README.md')

const HEADING = /^# (\d{3})\. (.+)$/

/** The index as prettier writes it, so `npm run lint` accepts the file as written. */
export async function decisionsIndex(): Promise<string> {
  const rows = readdirSync(DECISIONS_DIR)
    .filter((name) => /^\d{3}-.+\.md$/.test(name) && !name.startsWith('000-'))
    .sort()
    .map((name) => {
      const firstLine = readFileSync(path.join(DECISIONS_DIR, name), 'utf8').split('\n', 1)[0]
      const [, number, title] = HEADING.exec(firstLine ?? '') ?? []
      if (!number || !title || !name.startsWith(number)) {
        throw new Error(`${name}: the first line must be "# ${name.slice(0, 3)}. Title"`)
      }
      return `| [${number}](${name}) | ${title.replaceAll('|', '\\|')} |`
    })
  const markdown = [
    '# Decisions',
    '',
    'One short record per choice that could have gone another way: its context, the decision and',
    'its consequences (`000-template.md`). Numbers are never reused; a record that a later one',
    'replaces says so in its text. This index is written by `npm run docs:decisions`.',
    '',
    '| #   | decision |',
    '| --- | -------- |',
    ...rows,
    '',
  ].join('\n')
  return format(markdown, { ...(await resolveConfig(INDEX_FILE)), filepath: INDEX_FILE })
}

if (import.meta.main) writeFileSync(INDEX_FILE, await decisionsIndex())
