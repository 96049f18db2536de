import type { CollectionConfig } from 'payload';
import { TAG_NAME_MAX } from '@blog/shared';
import { anyone, isAdmin } from '../../access';
import { slugFromField } from '../../hooks/slugFromField';
import { forgetRedirects, recordSlugChange } from '../../hooks/recordSlugChange';
import { validateTagName } from '../../lib/fieldRules';
import { invalidateOnChange, invalidateOnDelete } from '../../hooks/invalidatePublicCache';
import { rebuildOnTaxonomyChange, rebuildOnTaxonomyDelete } from '../../hooks/rebuildOnTaxonomyChange';

export const Tags: CollectionConfig = {
  slug: 'tags',
  labels: { singular: { en: 'Tag', tr: 'Etiket' }, plural: { en: 'Tags', tr: 'Etiketler' } },
  admin: { useAsTitle: 'name' },
  access: { read: anyone, create: isAdmin, update: isAdmin, delete: isAdmin },
  hooks: {
    beforeChange: [slugFromField('tags', 'name', { followSource: true })],
    afterChange: [recordSlugChange('tag'), rebuildOnTaxonomyChange, invalidateOnChange],
    afterDelete: [forgetRedirects('tag'), rebuildOnTaxonomyDelete, invalidateOnDelete],
  },
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: TAG_NAME_MAX, validate: validateTagName },
    { name: 'slug', type: 'text', unique: true, index: true, admin: { readOnly: true, position: 'sidebar' } },
  ],
};
