import { slugify } from '@blog/shared';
import { CATEGORIES } from '../data/taxonomy';
import { FIGURES } from '../data/figures';
import { POSTS } from '../data/posts';
import { AUTHOR_INITIALS } from '../data/people';
import { avatarSvg, coverSvg } from './cover';
import { figureSvg } from './figures';
import type { SeedRun } from '../run';
import { renderImage, uploadImage, type SeedImage } from './upload';

export interface SeededImages {
  /** Cover URL by post title. */
  covers: Map<string, string>;
  /** Figure URL by figure key (`media:<key>` in post markdown). */
  figures: Map<string, string>;
  avatar: string;
}

/**
 * Draws every demo image (post covers, article figures, the author's avatar), rasterises them
 * in parallel with sharp, then stores them one by one in the media collection.
 */
export async function seedImages(run: SeedRun): Promise<SeededImages> {
  const categoryName = new Map(CATEGORIES.map((c) => [c.key, c.name]));
  const covers: Array<SeedImage & { title: string }> = POSTS.map((post) => ({
    title: post.title,
    svg: coverSvg(post.cover, { key: post.category, name: categoryName.get(post.category) ?? '' }),
    name: `cover-${slugify(post.cover)}`,
    alt: `Cover illustration for “${post.title}”`,
    format: 'jpeg',
  }));
  const figures: Array<SeedImage & { key: string }> = FIGURES.map((figure) => ({
    key: figure.key,
    svg: figureSvg(figure),
    name: `figure-${figure.key}`,
    alt: figure.alt,
    format: 'png',
  }));
  const avatar: SeedImage = { svg: avatarSvg(AUTHOR_INITIALS), name: 'avatar-admin', alt: 'Admin User', format: 'jpeg' };

  const all: SeedImage[] = [...covers, ...figures, avatar];
  const rendered = await Promise.all(all.map((image) => renderImage(image)));
  const urls: string[] = [];
  for (const [index, image] of all.entries()) urls.push(await uploadImage(run, image, rendered[index]));

  const urlAt = (index: number) => urls[index] ?? '';
  return {
    covers: new Map(covers.map((cover, i) => [cover.title, urlAt(i)])),
    figures: new Map(figures.map((figure, i) => [figure.key, urlAt(covers.length + i)])),
    avatar: urlAt(all.length - 1),
  };
}
