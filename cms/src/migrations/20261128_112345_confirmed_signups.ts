import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`subscriptions\` ADD \`pending\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`subscriptions\` ADD \`confirm_nonce\` text;`)
  await db.run(sql`ALTER TABLE \`subscriptions\` ADD \`confirmed_at\` text;`)
  await db.run(sql`CREATE INDEX \`subscriptions_pending_idx\` ON \`subscriptions\` (\`pending\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`subscriptions_pending_idx\`;`)
  await db.run(sql`ALTER TABLE \`subscriptions\` DROP COLUMN \`pending\`;`)
  await db.run(sql`ALTER TABLE \`subscriptions\` DROP COLUMN \`confirm_nonce\`;`)
  await db.run(sql`ALTER TABLE \`subscriptions\` DROP COLUMN \`confirmed_at\`;`)
}
