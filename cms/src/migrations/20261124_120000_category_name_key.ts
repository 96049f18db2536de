import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'
import { nameKey } from '@blog/shared'

/**
 * Category name keys move from a tr-TR lowercase ("DESIGN" → "desıgn") to the shared
 * Turkish case folding ("design"). Names that now collide keep a key suffixed with their id,
 * so nothing is lost; the admin renames one of them to clear it.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  const rows = await db.all<{ id: number; name: string }>(sql`SELECT \`id\`, \`name\` FROM \`categories\` ORDER BY \`id\`;`)
  await db.run(sql`UPDATE \`categories\` SET \`name_key\` = '#' || \`id\`;`)
  const seen = new Set<string>()
  for (const row of rows) {
    const key = nameKey(String(row.name ?? ''))
    const stored = seen.has(key) ? `${key}#${row.id}` : key
    seen.add(key)
    await db.run(sql`UPDATE \`categories\` SET \`name_key\` = ${stored} WHERE \`id\` = ${row.id};`)
  }
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  const rows = await db.all<{ id: number; name: string }>(sql`SELECT \`id\`, \`name\` FROM \`categories\`;`)
  for (const row of rows) {
    await db.run(sql`UPDATE \`categories\` SET \`name_key\` = ${`${String(row.name).toLocaleLowerCase('tr-TR')}#${row.id}`} WHERE \`id\` = ${row.id};`)
  }
}
