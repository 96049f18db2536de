// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { LoginForm } from '../../src/admin/login/LoginForm';

afterEach(cleanup);

function deferred() {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

describe('LoginForm', () => {
  it('has a required e-mail field and a required password with a show/hide toggle', () => {
    render(<LoginForm onSubmit={async () => undefined} />);
    const email = screen.getByLabelText('E-posta') as HTMLInputElement;
    const password = screen.getByLabelText('Şifre') as HTMLInputElement;
    expect(email.type).toBe('email');
    expect(email.required).toBe(true);
    expect(password.type).toBe('password');
    expect(password.required).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Şifreyi göster' }));
    expect(password.type).toBe('text');
    fireEvent.click(screen.getByRole('button', { name: 'Şifreyi gizle' }));
    expect(password.type).toBe('password');
  });

  it("shows 'İşleniyor...' and is disabled while busy, then returns to 'Giriş Yap'", async () => {
    const pending = deferred();
    const seen: Array<[string, string]> = [];
    render(
      <LoginForm
        onSubmit={(email, password) => {
          seen.push([email, password]);
          return pending.promise;
        }}
      />,
    );
    fireEvent.change(screen.getByLabelText('E-posta'), { target: { value: ' admin@example.com ' } });
    fireEvent.change(screen.getByLabelText('Şifre'), { target: { value: 'admin123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Giriş Yap' }));
    const busy = await screen.findByRole('button', { name: 'İşleniyor...' });
    expect(busy.hasAttribute('disabled')).toBe(true);
    expect((screen.getByLabelText('E-posta') as HTMLInputElement).disabled).toBe(true);
    expect(seen).toEqual([['admin@example.com', 'admin123']]);
    await act(async () => pending.resolve());
    const idle = screen.getByRole('button', { name: 'Giriş Yap' });
    expect(idle.hasAttribute('disabled')).toBe(false);
  });
});
