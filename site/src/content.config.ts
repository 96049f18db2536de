import { defineCollection } from 'astro:content';
import { categorySchema, tagSchema } from '@blog/shared';
import { postsLoader } from './lib/loaders/postsLoader';
import { listLoader } from './lib/loaders/listLoader';
import { storedPostSchema } from './lib/loaders/storedPost';

const posts = defineCollection({ loader: postsLoader(), schema: storedPostSchema });
const categories = defineCollection({ loader: listLoader('categories', 'blogs/categories', categorySchema), schema: categorySchema });
const tags = defineCollection({ loader: listLoader('tags', 'blogs/tags', tagSchema), schema: tagSchema });

export const collections = { posts, categories, tags };
