// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { UserCard } from '../../src/admin/shell/UserCard';

afterEach(cleanup);

const EMAIL = 'a.very.long.address@example.com';

describe('UserCard', () => {
  it('shows the signed-in e-mail whole: its text, a title, and no ellipsis rule that would cut it', () => {
    render(<UserCard user={{ id: 1, email: EMAIL, name: 'Ada', role: 'ADMIN' }} onLogout={() => {}} busy={false} />);
    const email = screen.getByText(EMAIL);
    expect(email.getAttribute('title')).toBe(EMAIL);
    // happy-dom does no layout: the stylesheet's rule for the e-mail is read instead.
    const css = readFileSync(path.resolve(__dirname, '../../src/admin/styles/shell.css'), 'utf8');
    const rule = /\.adm-user__email \{([^}]*)\}/.exec(css)?.[1] ?? '';
    expect(rule).not.toMatch(/nowrap|ellipsis/);
    expect(rule).toMatch(/overflow-wrap: anywhere/);
  });
});
