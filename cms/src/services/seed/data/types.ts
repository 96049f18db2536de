/** The shape of the demo content the seed writes. */

export type CategoryKey = 'web-development' | 'design' | 'devops' | 'career' | 'productivity';

export type TagKey =
  | 'react'
  | 'typescript'
  | 'astro'
  | 'css'
  | 'node'
  | 'docker'
  | 'testing'
  | 'performance'
  | 'accessibility'
  | 'career'
  | 'soft-skills'
  | 'git'
  | 'tooling'
  | 'graphql';

export interface SeedCategory {
  key: CategoryKey;
  name: string;
  description: string;
}

export interface SeedTag {
  key: TagKey;
  name: string;
}

export interface SeedPost {
  title: string;
  /** The short title drawn on the generated cover image. */
  cover: string;
  excerpt: string;
  category: CategoryKey;
  tags: TagKey[];
  status: 'PUBLISHED' | 'DRAFT' | 'ARCHIVED';
  /** Days before the seed's run the post was published; negative: scheduled in the future; null: never. */
  daysAgo: number | null;
  viewCount: number;
  /**
   * Markdown. Images point at seeded figures as `media:<figure key>`; the seed swaps in the
   * stored file's URL. Internal links use the slugs the titles produce (`/blog/<slug>`).
   */
  content: string;
}
