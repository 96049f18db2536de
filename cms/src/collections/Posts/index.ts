import type { CollectionConfig } from 'payload';
import { COVER_ALT_MAX, POST_STATUSES } from '@blog/shared';
import { isAdmin, publishedOrAdmin } from '../../access';
import { slugFromField } from '../../hooks/slugFromField';
import { forgetRedirects, recordSlugChange } from '../../hooks/recordSlugChange';
import { invalidateOnChange, invalidateOnDelete } from '../../hooks/invalidatePublicCache';
import { setPublishDates } from './hooks/setPublishDates';
import { validatePostDate, validateStoredUrl } from '../../lib/fieldRules';
import { validateContent } from './validateContent';
import { setReadingTime } from './hooks/setReadingTime';
import { keepViewCount } from './hooks/keepViewCount';
import { markNewsletter, queueNewsletter } from './hooks/newsletterOnPublish';
import { rebuildAfterDelete, rebuildOnPostChange } from './hooks/rebuildOnPostChange';
import { forgetDeliveries, forgetPostViews } from './hooks/forgetPostRecords';
import { draftGuard, keepSavedFields, keepUnsavedDraft, publishedOnly, publishedOnlyAfter } from './drafts';
import { AUTOSAVE_INTERVAL_MS, MAX_REVISIONS } from '@blog/shared';

export const Posts: CollectionConfig = {
  slug: 'posts',
  labels: { singular: { en: 'Post', tr: 'Yazı' }, plural: { en: 'Posts', tr: 'Yazılar' } },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'status', 'publishedAt', 'viewCount'] },
  // Revisions and autosaved drafts are the admin's alone, at every door (REST, GraphQL, /cms).
  access: { read: publishedOrAdmin, create: isAdmin, update: isAdmin, delete: isAdmin, readVersions: isAdmin },
  // Autosave writes a draft version (one row, updated in place while typing); each explicit save
  // adds a version. `validate`: a draft obeys the field rules too (and Payload's panel then does not
  // create an empty post on "new").
  versions: { drafts: { autosave: { interval: AUTOSAVE_INTERVAL_MS }, validate: true }, maxPerDoc: MAX_REVISIONS },
  defaultSort: '-createdAt',
  hooks: {
    beforeOperation: [draftGuard],
    // keepSavedFields first: the spec's hooks then see the saved values, not an autosave's.
    beforeChange: [
      keepSavedFields,
      ...[slugFromField('posts', 'title'), setPublishDates, setReadingTime, markNewsletter, keepViewCount].map(publishedOnly),
    ],
    afterChange: [
      ...[recordSlugChange('post'), queueNewsletter, rebuildOnPostChange, invalidateOnChange].map(publishedOnlyAfter),
      keepUnsavedDraft,
    ],
    beforeDelete: [forgetPostViews],
    afterDelete: [forgetRedirects('post'), forgetDeliveries, rebuildAfterDelete, invalidateOnDelete],
  },
  indexes: [
    { fields: ['status', 'publishedAt'] },
    // Covers the site engine's index of public posts (db/posts.ts postVersions): the row itself
    // carries the body, read page by page (~1.2 GB at 100,000 posts, 12 s from a cold disk, the
    // server's thread blocked); the index alone is a few MB.
    { fields: ['status', 'publishedAt', 'slug', 'updatedAt', 'viewCount'] },
  ],
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 200 },
    { name: 'slug', type: 'text', unique: true, index: true, admin: { position: 'sidebar' } },
    // Lowercased title: what "sort by title" orders by, so case does not split the alphabet.
    {
      name: 'sortTitle',
      type: 'text',
      index: true,
      admin: { hidden: true },
      hooks: { beforeChange: [({ siblingData }) => String(siblingData.title ?? '').toLocaleLowerCase('en-US')] },
    },
    { name: 'excerpt', type: 'textarea', maxLength: 500 },
    // Size and nesting bounded (shared markdown/limits), then parsed off the event loop within a
    // time budget (services/markdown): some inputs are superlinear in micromark.
    { name: 'content', type: 'code', required: true, admin: { language: 'markdown' }, validate: validateContent },
    // Minutes, derived from the content on save (hooks/setReadingTime).
    { name: 'readingTime', type: 'number', min: 1, admin: { readOnly: true, position: 'sidebar' } },
    { name: 'category', type: 'relationship', relationTo: 'categories', index: true },
    { name: 'tags', type: 'relationship', relationTo: 'tags', hasMany: true },
    { name: 'featuredImage', type: 'text', maxLength: 2048, validate: validateStoredUrl },
    // The cover's alternative text (cards, the article, og:image:alt); beyond the spec.
    { name: 'featuredImageAlt', type: 'text', maxLength: COVER_ALT_MAX },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'DRAFT',
      index: true,
      // PostgreSQL: its own enum type (Payload's drafts name theirs enum_posts_status).
      enumName: 'enum_posts_post_status',
      options: POST_STATUSES.map((value) => ({ label: value, value })),
      admin: { position: 'sidebar' },
    },
    { name: 'publishedAt', type: 'date', index: true, admin: { position: 'sidebar' }, validate: validatePostDate },
    // Set once, the first time the post goes live: the newsletter goes out for it once.
    { name: 'firstPublishedAt', type: 'date', admin: { readOnly: true, position: 'sidebar' } },
    { name: 'viewCount', type: 'number', defaultValue: 0, min: 0, index: true, admin: { readOnly: true, position: 'sidebar' } },
    { name: 'author', type: 'relationship', relationTo: 'users', admin: { position: 'sidebar' } },
    // The publish e-mail: queued on the first publish, sent once.
    {
      name: 'newsletterStatus',
      type: 'select',
      options: ['queued', 'sent'],
      admin: { readOnly: true, position: 'sidebar' },
    },
    { name: 'newsletterSentAt', type: 'date', admin: { readOnly: true, position: 'sidebar' } },
  ],
};
