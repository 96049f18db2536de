import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`site_builds\` ADD \`served_ms\` numeric;`)
  await db.run(sql`ALTER TABLE \`site_builds\` ADD \`pages_ms\` numeric;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`site_builds\` DROP COLUMN \`served_ms\`;`)
  await db.run(sql`ALTER TABLE \`site_builds\` DROP COLUMN \`pages_ms\`;`)
}
