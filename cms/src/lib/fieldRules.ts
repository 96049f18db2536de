import {
  TAG_NAME_MAX,
  categoryNameRule,
  hasSluggableText,
  isSafeStoredUrl,
  isSaneDate,
  postContentProblem,
  TR,
} from '@blog/shared';

/**
 * The shared rules as Payload field validators, so Payload's REST, GraphQL and the /cms panel
 * refuse what /api/v1 refuses, with the same messages.
 */
type Validate = (value: unknown) => true | string;

const blank = (value: unknown) => value === null || value === undefined || value === '';

export const validateStoredUrl: Validate = (value) =>
  blank(value) || (typeof value === 'string' && isSafeStoredUrl(value)) ? true : TR.post.invalidImageUrl;

export const validatePostDate: Validate = (value) =>
  blank(value) || ((typeof value === 'string' || value instanceof Date) && isSaneDate(value)) ? true : TR.post.invalidDate;

export const validatePostContent: Validate = (value) => {
  if (typeof value !== 'string' || value.trim() === '') return TR.post.contentRequired;
  return postContentProblem(value) ?? true;
};

export const validateCategoryName: Validate = (value) => {
  const result = categoryNameRule.safeParse(value);
  return result.success ? true : (result.error.issues[0]?.message ?? TR.validation.invalid);
};

export const validateTagName: Validate = (value) => {
  if (typeof value !== 'string' || value.trim() === '') return TR.tag.nameRequired;
  if (value.trim().length > TAG_NAME_MAX) return TR.validation.tooLong(TAG_NAME_MAX);
  return hasSluggableText(value) ? true : TR.tag.nameNeedsText;
};
