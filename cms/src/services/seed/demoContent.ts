import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload } from 'payload';
import { textToLexical } from '../../lib/lexicalText';
import type { User } from '../../payload-types';
import { AUTHOR_BIO } from './data/people';
import { seedImages } from './images/seedImages';
import { seedPosts } from './posts';
import { writeOptions, type SeedRun } from './run';
import { seedSubscribers } from './subscribers';
import { seedTaxonomy } from './taxonomy';
import { seedPostViews } from './views';

const cpuMs = (usage: NodeJS.CpuUsage) => Math.round((usage.user + usage.system) / 1000);

/**
 * Demo content for a fresh install (design.md, "One command, one origin"): categories and tags
 * (one tag without posts), generated cover images and figures, published / scheduled / draft /
 * archived posts by the admin, per-day view rows and newsletter subscribers.
 * Every write carries context.seeding, so hooks skip rebuilds and e-mails. It all runs in one
 * transaction: all of it lands, or none of it (and one commit is much faster than hundreds).
 */
export async function seedDemoContent(payload: Payload, adminId: number | string): Promise<void> {
  const started = Date.now();
  const cpuBefore = process.cpuUsage();
  const req = await createLocalReq({ context: { seeding: true } }, payload);
  const run: SeedRun = { payload, req, now: new Date() };
  const ownsTransaction = await initTransaction(req);
  try {
    const taxonomy = await seedTaxonomy(run);
    const images = await seedImages(run);
    await payload.update({
      collection: 'users',
      id: adminId,
      data: { avatar: images.avatar, bio: textToLexical(AUTHOR_BIO) as unknown as User['bio'] },
      ...writeOptions(run),
    });
    const posts = await seedPosts(run, { adminId, taxonomy, images });
    const views = await seedPostViews(run, posts);
    const subscribers = await seedSubscribers(run);
    if (ownsTransaction) await commitTransaction(req);
    payload.logger.info(
      `[seed] demo content: ${taxonomy.categories.size} categories, ${taxonomy.tags.size} tags, ` +
        `${images.covers.size + images.figures.size + 1} images, ${posts.length} posts, ${views} view rows, ` +
        `${subscribers} subscribers in ${Date.now() - started} ms (cpu ${cpuMs(process.cpuUsage(cpuBefore))} ms)`,
    );
  } catch (error) {
    if (ownsTransaction) await killTransaction(req);
    throw error;
  }
}
