import { act, fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { NewsletterForm } from '../src/islands/NewsletterForm';
import { advance, deferred } from './helpers';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function setup(answer: () => Promise<Response>, source: 'newsletter_form' | 'related_posts' = 'newsletter_form') {
  const fetchImpl = vi.fn<typeof fetch>(answer);
  render(<NewsletterForm source={source} fetchImpl={fetchImpl} />);
  const input = screen.getByLabelText('Email address') as HTMLInputElement;
  const submit = (value: string) => {
    fireEvent.change(input, { target: { value } });
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
  };
  return { fetchImpl, input, submit };
}

describe('NewsletterForm', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  it('is a required e-mail input', () => {
    const { input } = setup(() => Promise.resolve(json(201, { success: true })));
    expect(input.type).toBe('email');
    expect(input.required).toBe(true);
  });

  it("blank: error toast 'Please enter a valid email address' for 6 s, nothing sent", async () => {
    const { fetchImpl, submit } = setup(() => Promise.resolve(json(201, { success: true })));
    submit('   ');
    await advance();
    expect(screen.getByRole('alert').textContent).toContain('Please enter a valid email address');
    expect(fetchImpl).not.toHaveBeenCalled();
    await advance(5900);
    expect(screen.queryByRole('alert')).not.toBeNull();
    await advance(100);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a pending sign-up (confirmation on) shows the check-your-inbox panel and toast', async () => {
    const pending = { success: true, data: { email: 'reader@example.com', isActive: false, isPending: true } };
    const { submit } = setup(() => Promise.resolve(json(201, pending)));
    submit('reader@example.com');
    await advance();
    expect(screen.getByText(/Check your inbox and click the link/).closest('[role="status"]')).not.toBeNull();
    expect(screen.getByText('Check your inbox')).toBeTruthy();
    expect(screen.getByText('We sent you a link: click it to confirm your subscription.')).toBeTruthy();
    expect(screen.queryByText("You're subscribed!")).toBeNull();
    expect(screen.queryByRole('button', { name: 'Subscribe' })).toBeNull();
  });

  it('trims the address and posts it with the source; 201 shows the success toast and panel', async () => {
    const { fetchImpl, submit } = setup(() => Promise.resolve(json(201, { success: true, data: {} })), 'related_posts');
    submit('  reader@example.com  ');
    await advance();
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    const [url, init] = fetchImpl.mock.calls[0]!;
    expect(url).toBe('/api/v1/newsletter/subscribe');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'reader@example.com', source: 'related_posts' });
    expect(screen.getByText('Successfully subscribed to newsletter!').closest('[role="status"]')).not.toBeNull();
    expect(screen.getByText("You're subscribed!")).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Subscribe' })).toBeNull();
    expect(screen.queryByLabelText('Email address')).toBeNull();
    await advance(4000);
    expect(screen.queryByText('Successfully subscribed to newsletter!')).toBeNull();
    expect(screen.getByText("You're subscribed!")).toBeTruthy();
  });

  it("shows 'Subscribing...' while sending and sends once", async () => {
    const pending = deferred<Response>();
    const { fetchImpl, submit } = setup(() => pending.promise);
    submit('reader@example.com');
    await advance();
    const button = screen.getByRole('button', { name: 'Subscribing...' });
    fireEvent.click(button);
    await advance();
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    pending.resolve(json(201, { success: true }));
    await advance();
    expect(screen.getByText("You're subscribed!")).toBeTruthy();
  });

  it.each([
    ['HTTP 409', json(409, { success: false, error: { code: 'CONFLICT', message: 'Conflict' } })],
    ['code ALREADY_SUBSCRIBED', json(400, { success: false, error: { code: 'ALREADY_SUBSCRIBED', message: 'x' } })],
  ])('%s: info toast, the form stays', async (_name, response) => {
    const { submit } = setup(() => Promise.resolve(response));
    submit('reader@example.com');
    await advance();
    const toast = screen.getByText('This email address is already subscribed.').closest('.toast');
    expect(toast?.getAttribute('role')).toBe('status');
    expect(toast?.className).toContain('toast--info');
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeTruthy();
    await advance(4000);
    expect(screen.queryByText('This email address is already subscribed.')).toBeNull();
  });

  it("shows the server's message as an error toast", async () => {
    const { submit } = setup(() =>
      Promise.resolve(
        json(400, { success: false, error: { code: 'VALIDATION_ERROR', message: 'Disposable addresses are not allowed' } }),
      ),
    );
    submit('reader@example.com');
    await advance();
    expect(screen.getByRole('alert').textContent).toContain('Disposable addresses are not allowed');
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeTruthy();
  });

  it.each([
    ['a network error', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['a 500 without a body', () => Promise.resolve(new Response('oops', { status: 500 }))],
  ])('shows the generic error on %s', async (_name, answer) => {
    const { submit } = setup(answer);
    submit('reader@example.com');
    await advance();
    expect(screen.getByRole('alert').textContent).toContain('An error occurred during subscription. Please try again.');
  });

  it('closes a toast with its dismiss button', async () => {
    const { submit } = setup(() => Promise.reject(new TypeError('Failed to fetch')));
    submit('reader@example.com');
    await advance();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('is a real form before JavaScript: it posts the address and its source to the platform', () => {
    const html = renderToString(<NewsletterForm source="related_posts" action="https://blog.example.com/newsletter/subscribe" />);
    const host = document.createElement('div');
    host.innerHTML = html;
    const form = host.querySelector('form')!;
    expect(form.getAttribute('action')).toBe('https://blog.example.com/newsletter/subscribe');
    expect(form.getAttribute('method')).toBe('post');
    expect(form.querySelector<HTMLInputElement>('input[name="email"]')).not.toBeNull();
    expect(form.querySelector<HTMLInputElement>('input[type="hidden"][name="source"]')?.value).toBe('related_posts');
  });

  it('keeps an address typed before hydration, and submits it through the API once hydrated', async () => {
    const fetchImpl = vi.fn<typeof fetch>(() => Promise.resolve(json(201, { success: true, data: {} })));
    const host = document.createElement('div');
    host.innerHTML = renderToString(<NewsletterForm source="newsletter_form" fetchImpl={fetchImpl} />);
    document.body.append(host);
    // The visitor types while the island's script is still loading.
    host.querySelector<HTMLInputElement>('input[name="email"]')!.value = 'early@example.com';
    await act(async () => {
      hydrateRoot(host, <NewsletterForm source="newsletter_form" fetchImpl={fetchImpl} />);
    });
    const input = host.querySelector<HTMLInputElement>('input[name="email"]')!;
    expect(input.value).toBe('early@example.com');
    fireEvent.click(host.querySelector('button[type="submit"]')!);
    await advance();
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String(fetchImpl.mock.calls[0]![1]?.body))).toEqual({
      email: 'early@example.com',
      source: 'newsletter_form',
    });
    host.remove();
  });
});
