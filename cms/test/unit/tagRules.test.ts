/**
 * A tag's rules are shared: the /api/v1 schema, the import (parseTags, tagNamesProblem) and
 * Payload's own field (REST, /cms) refuse the same names, at the same length.
 */
import { describe, expect, it } from 'vitest';
import { TAG_NAME_MAX, postInputSchema, tagNamesProblem } from '@blog/shared';
import { validateTagName } from '../../src/lib/fieldRules';
import { Tags } from '../../src/collections/Tags';

const post = (tags: string[]) => postInputSchema.safeParse({ title: 'T', content: 'C', categoryId: 1, tags });

describe('the tag name rules', () => {
  it('take a name of TAG_NAME_MAX characters and refuse one more, in every door', () => {
    const longest = 'a'.repeat(TAG_NAME_MAX);
    const tooLong = `${longest}a`;
    expect(validateTagName(longest)).toBe(true);
    expect(post([longest]).success).toBe(true);
    expect(tagNamesProblem([longest])).toBeNull();
    expect(validateTagName(tooLong)).not.toBe(true);
    expect(post([tooLong]).success).toBe(false);
    expect(tagNamesProblem([tooLong])).not.toBeNull();
    const name = Tags.fields.find((f) => 'name' in f && f.name === 'name');
    expect(name && 'maxLength' in name ? name.maxLength : undefined).toBe(TAG_NAME_MAX);
  });

  it('refuse a name without a letter or digit in every door', () => {
    expect(validateTagName('!!!')).not.toBe(true);
    expect(post(['!!!']).success).toBe(false);
    expect(tagNamesProblem(['!!!'])).not.toBeNull();
  });
});
