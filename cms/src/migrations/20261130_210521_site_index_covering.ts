import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE INDEX \`status_publishedAt_slug_updatedAt_viewCount_idx\` ON \`posts\` (\`status\`,\`published_at\`,\`slug\`,\`updated_at\`,\`view_count\`);`)
  await db.run(sql`CREATE INDEX \`compound_index_idx\` ON \`_posts_v\` (\`version_status\`,\`version_published_at\`,\`version_slug\`,\`version_updated_at\`,\`version_view_count\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`status_publishedAt_slug_updatedAt_viewCount_idx\`;`)
  await db.run(sql`DROP INDEX \`compound_index_idx\`;`)
}
