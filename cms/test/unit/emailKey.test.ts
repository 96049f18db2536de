/** The CMS's doors key an address as shared emailKey does: stored subscriptions, password resets. */
import { describe, expect, it } from 'vitest';
import type { FieldHook } from 'payload';
import { emailKey } from '@blog/shared';
import { Subscriptions } from '../../src/collections/Subscriptions';
import { resetEmail } from '../../src/services/auth/passwordReset';

const typed = '  Reader.Name@Example.COM ';

describe('the e-mail key', () => {
  it('is what a subscription stores, whoever writes it', async () => {
    const field = Subscriptions.fields.find((f) => 'name' in f && f.name === 'email');
    const hook = (field && 'hooks' in field ? field.hooks?.beforeValidate?.[0] : undefined) as FieldHook | undefined;
    expect(await hook?.({ value: typed } as Parameters<FieldHook>[0])).toBe(emailKey(typed));
  });

  it('is what a password reset is limited and looked up by', () => {
    expect(resetEmail({ email: typed })).toBe(emailKey(typed));
    expect(resetEmail({})).toBe('');
  });
});
