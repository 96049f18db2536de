import type { CollectionConfig } from 'payload';
import { CATEGORY_DESCRIPTION_MAX, CATEGORY_NAME_MAX } from '@blog/shared';
import { anyone, isAdmin } from '../../access';
import { slugFromField } from '../../hooks/slugFromField';
import { forgetRedirects, recordSlugChange } from '../../hooks/recordSlugChange';
import { validateCategoryName } from '../../lib/fieldRules';
import { uniqueCategoryName } from './hooks/uniqueName';
import { invalidateOnChange, invalidateOnDelete } from '../../hooks/invalidatePublicCache';
import { rebuildOnTaxonomyChange, rebuildOnTaxonomyDelete } from '../../hooks/rebuildOnTaxonomyChange';

export const Categories: CollectionConfig = {
  slug: 'categories',
  labels: { singular: { en: 'Category', tr: 'Kategori' }, plural: { en: 'Categories', tr: 'Kategoriler' } },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'slug', 'createdAt'] },
  access: { read: anyone, create: isAdmin, update: isAdmin, delete: isAdmin },
  hooks: {
    beforeChange: [slugFromField('categories', 'name', { followSource: true, nameKey: true }), uniqueCategoryName],
    afterChange: [recordSlugChange('category'), rebuildOnTaxonomyChange, invalidateOnChange],
    afterDelete: [forgetRedirects('category'), rebuildOnTaxonomyDelete, invalidateOnDelete],
  },
  fields: [
    // 2-50 characters with a letter or digit (shared categoryNameRule), as on /api/v1.
    { name: 'name', type: 'text', required: true, maxLength: CATEGORY_NAME_MAX, validate: validateCategoryName },
    // The name's comparison key (shared nameKey, Turkish case folding): unique.
    { name: 'nameKey', type: 'text', unique: true, index: true, admin: { hidden: true } },
    { name: 'description', type: 'textarea', maxLength: CATEGORY_DESCRIPTION_MAX },
    { name: 'slug', type: 'text', unique: true, index: true, admin: { readOnly: true, position: 'sidebar' } },
  ],
};
