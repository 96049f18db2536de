import { z } from 'zod';
import { TR } from '../messages/tr';

/**
 * zod's own English texts ("Array must contain at most 30 element(s)") in the platform's Turkish,
 * for any rule that names no message of its own: pass it as `safeParse(value, { errorMap: trErrorMap })`.
 * A rule's own message still wins (zod uses it first).
 */
export const trErrorMap: z.ZodErrorMap = (issue) => {
  switch (issue.code) {
    case z.ZodIssueCode.too_big:
      if (issue.type === 'string') return { message: TR.validation.tooLong(Number(issue.maximum)) };
      if (issue.type === 'array' || issue.type === 'set') return { message: TR.validation.tooMany(Number(issue.maximum)) };
      return { message: TR.validation.tooBig(issue.maximum) };
    case z.ZodIssueCode.too_small:
      if (issue.type === 'string')
        return { message: issue.minimum === 1 ? TR.validation.required : TR.validation.tooShort(Number(issue.minimum)) };
      if (issue.type === 'array' || issue.type === 'set') return { message: TR.validation.tooFew(Number(issue.minimum)) };
      return { message: TR.validation.tooSmall(issue.minimum) };
    case z.ZodIssueCode.invalid_type:
      return { message: issue.received === 'undefined' ? TR.validation.required : TR.validation.invalidType };
    case z.ZodIssueCode.invalid_enum_value:
      return { message: TR.validation.invalidChoice(issue.options.join(', ')) };
    case z.ZodIssueCode.invalid_string:
      return { message: issue.validation === 'email' ? TR.validation.email : TR.validation.invalid };
    default:
      return { message: TR.validation.invalid };
  }
};

/** The first issue of a failed parse, in Turkish whatever rule raised it. */
export function firstIssueMessage(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return TR.validation.invalid;
  // An issue zod wrote in English (a rule without a message, parsed without trErrorMap): mapped again.
  const mapped = trErrorMap(issue as z.ZodIssueOptionalMessage, { defaultError: issue.message, data: undefined });
  return isZodDefault(issue) ? mapped.message : issue.message;
}

/** zod's defaults are English sentences; the platform's messages never are (spec-worded image checks aside). */
const isZodDefault = (issue: z.ZodIssue) =>
  /^(Array must|String must|Number must|Expected |Required$|Invalid |Too (big|small)|Unrecognized key)/.test(issue.message);
