import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE INDEX "status_publishedAt_slug_updatedAt_viewCount_idx" ON "posts" USING btree ("status","published_at","slug","updated_at","view_count");
  CREATE INDEX "compound_index_idx" ON "_posts_v" USING btree ("version_status","version_published_at","version_slug","version_updated_at","version_view_count");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "status_publishedAt_slug_updatedAt_viewCount_idx";
  DROP INDEX "compound_index_idx";`)
}
