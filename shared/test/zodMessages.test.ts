import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { TR, firstIssueMessage, postInputSchema, trErrorMap } from '../src/index';

/** No validation library's English reaches a Turkish screen (issue #35 item 6: the import report). */
describe('zod issues in Turkish', () => {
  const post = { title: 'T', content: 'Body', categoryId: 1 };

  it("gives the post rules' tag limit its own Turkish message", () => {
    const tags = Array.from({ length: 31 }, (_, i) => `t${i}`);
    const result = postInputSchema.safeParse({ ...post, tags });
    expect(result.success).toBe(false);
    expect(firstIssueMessage(result.error!)).toBe(TR.tag.tooMany(30));
  });

  it('maps the defaults of rules without a message of their own', () => {
    const cases: [z.ZodTypeAny, unknown, string][] = [
      [z.array(z.string()).max(2), ['a', 'b', 'c'], TR.validation.tooMany(2)],
      [z.array(z.string()).min(1), [], TR.validation.tooFew(1)],
      [z.string().max(3), 'abcd', TR.validation.tooLong(3)],
      [z.string().min(3), 'a', TR.validation.tooShort(3)],
      [z.string(), undefined, TR.validation.required],
      [z.string(), 5, TR.validation.invalidType],
      [z.enum(['A', 'B']), 'C', TR.validation.invalidChoice('A, B')],
      [z.string().email(), 'x', TR.validation.email],
      [z.number().max(5), 6, TR.validation.tooBig(5)],
    ];
    for (const [schema, value, message] of cases) {
      const withMap = schema.safeParse(value, { errorMap: trErrorMap });
      expect(withMap.error?.issues[0]?.message).toBe(message);
      // Parsed without the map, the first issue is still given in Turkish.
      expect(firstIssueMessage(schema.safeParse(value).error!)).toBe(message);
    }
  });

  it("keeps a rule's own message", () => {
    const result = postInputSchema.safeParse({ ...post, title: '' }, { errorMap: trErrorMap });
    expect(result.error?.issues[0]?.message).toBe(TR.post.titleRequired);
  });
});
