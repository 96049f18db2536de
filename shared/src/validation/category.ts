import { z } from 'zod';
import { CATEGORY_DESCRIPTION_MAX, CATEGORY_NAME_MAX, CATEGORY_NAME_MIN } from '../constants';
import { TR } from '../messages/tr';
import { hasSluggableText } from './names';

/** Category name: required after trimming, 2..50 characters, a letter or digit among them. */
export const categoryNameRule = z
  .string({ required_error: TR.category.nameRequired, invalid_type_error: TR.category.nameRequired })
  .trim()
  .min(1, TR.category.nameRequired)
  .min(CATEGORY_NAME_MIN, TR.category.nameMin)
  .max(CATEGORY_NAME_MAX, TR.category.nameMax)
  .refine(hasSluggableText, TR.category.nameNeedsText);

/** Description: optional, trimmed, omitted when empty, at most 200 characters. */
export const categoryDescriptionRule = z
  .string({ invalid_type_error: TR.category.descriptionMax })
  .nullish()
  .transform((v) => v?.trim() || undefined)
  .refine((v) => v === undefined || v.length <= CATEGORY_DESCRIPTION_MAX, TR.category.descriptionMax);

export interface CategoryFormErrors {
  name?: string;
  description?: string;
}

/** The category form's client-side check: field → first message. */
export function validateCategoryForm(values: { name: string; description?: string }): CategoryFormErrors {
  const errors: CategoryFormErrors = {};
  const name = categoryNameRule.safeParse(values.name);
  if (!name.success) errors.name = name.error.issues[0]?.message;
  const description = categoryDescriptionRule.safeParse(values.description);
  if (!description.success) errors.description = description.error.issues[0]?.message;
  return errors;
}
