/** Every demo post, in no particular order (the seed sorts them by date). */
import type { SeedPost } from './types';
import { POSTS_1 } from './posts-1';
import { POSTS_2 } from './posts-2';
import { POSTS_3 } from './posts-3';
import { POSTS_4 } from './posts-4';
import { POSTS_5 } from './posts-5';
import { POSTS_6 } from './posts-6';
import { POSTS_7 } from './posts-7';
import { POSTS_8 } from './posts-8';
import { POSTS_9 } from './posts-9';
import { POSTS_10 } from './posts-10';

export const POSTS: SeedPost[] = [...POSTS_1, ...POSTS_2, ...POSTS_3, ...POSTS_4, ...POSTS_5, ...POSTS_6, ...POSTS_7, ...POSTS_8, ...POSTS_9, ...POSTS_10];
