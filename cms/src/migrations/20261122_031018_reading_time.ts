import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'
import { readingTimeMinutes } from '@blog/shared'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`posts\` ADD \`reading_time\` numeric;`)
  // Existing posts get their stored reading time now (new saves compute it in a hook).
  const rows = await db.all<{ id: number; content: string }>(sql`SELECT \`id\`, \`content\` FROM \`posts\`;`)
  for (const row of rows) {
    await db.run(sql`UPDATE \`posts\` SET \`reading_time\` = ${readingTimeMinutes(row.content)} WHERE \`id\` = ${row.id};`)
  }
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`posts\` DROP COLUMN \`reading_time\`;`)
}
