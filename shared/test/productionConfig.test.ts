/** Production mode's refusals (productionConfig.mjs): what scripts/server.mjs and cms/src/env.ts check at start. */
import { describe, expect, it } from 'vitest';
import { productionProblems, sharedSecretProblem } from '../src/productionConfig.mjs';

const SECRET = 'b8f3c1e9a27d4f6085e1c3b7d9a2f4e6c8b0d1e3f5a7';
const base = {
  PRODUCTION: 'true',
  ADMIN_EMAIL: 'editor@blog.example',
  ADMIN_PASSWORD: 'Kestane-Kebap-Ankara-1923!',
  PAYLOAD_SECRET: SECRET,
  SMTP_URL: 'smtps://u:p@smtp.example.com:465',
};

describe('production mode refuses', () => {
  it('accepts a chosen password, secret and mail server', () => {
    expect(productionProblems(base)).toEqual([]);
  });

  it.each([
    [
      'the admin e-mail as password',
      { ADMIN_PASSWORD: 'editor@blog.example' },
      /ADMIN_PASSWORD is the administrator's e-mail address/,
    ],
    ['the e-mail, other case', { ADMIN_PASSWORD: 'Editor@Blog.Example' }, /ADMIN_PASSWORD is the administrator's e-mail address/],
    [
      'the default e-mail when ADMIN_EMAIL is unset',
      { ADMIN_EMAIL: undefined, ADMIN_PASSWORD: 'admin@example.com' },
      /ADMIN_PASSWORD is the administrator's e-mail address/,
    ],
    ['the secret as password', { ADMIN_PASSWORD: SECRET }, /ADMIN_PASSWORD is the same as PAYLOAD_SECRET/],
    [
      'the placeholder secret',
      { PAYLOAD_SECRET: 'change-me-to-a-long-random-string' },
      /PAYLOAD_SECRET is an example's placeholder, not a secret/,
    ],
  ])('%s, in one line that repeats neither value', (_case, change, message) => {
    const problems = productionProblems({ ...base, ...change });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(message);
    expect(problems[0]).not.toContain('\n');
    expect(problems[0]).not.toContain(SECRET);
    expect(problems[0]).not.toMatch(/editor@blog\.example|change-me/i);
  });
});

describe('several machines need one secret from the environment, in any mode', () => {
  it.each([
    ['mongodb', { DATABASE_URL: 'mongodb://db:27017/blog' }],
    ['mongodb+srv', { DATABASE_URL: 'mongodb+srv://cluster.example.net/blog' }],
    ['postgres', { DATABASE_URL: 'postgres://blog@db:5432/blog' }],
    ['postgresql', { DATABASE_URL: 'postgresql://blog@db:5432/blog' }],
    ['a media bucket', { MEDIA_STORAGE: 's3', MEDIA_BUCKET: 'media' }],
  ])('%s without PAYLOAD_SECRET: one line', (_name, vars) => {
    const problem = sharedSecretProblem(vars);
    expect(problem).toMatch(/^\[env\] Refusing to start: PAYLOAD_SECRET is not set/);
    expect(problem).not.toContain('\n');
    expect(sharedSecretProblem({ ...vars, PAYLOAD_SECRET: SECRET })).toBeNull();
  });

  it('one machine (SQLite, media on disk) may still generate its own', () => {
    expect(sharedSecretProblem({})).toBeNull();
    expect(sharedSecretProblem({ DATABASE_URL: 'file:/data/cms.db', MEDIA_STORAGE: 'disk' })).toBeNull();
  });
});
