/** The newsletter form (spec sections 4, 5, 8): idle → submitting → subscribed (or pending: check the inbox). */
import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { EN, NEWSLETTER_FORM_PATHS, checkNewsletterEmail } from '@blog/shared';
import { subscribe } from './newsletter/subscribe';
import type { SubscriptionSource } from './newsletter/subscribe';
import { ToastRegion } from './toast/ToastRegion';
import { useToasts } from './toast/useToasts';

export interface NewsletterFormProps {
  source: SubscriptionSource;
  /** 'sidebar': stacked; 'box': input and button side by side (related-posts box). */
  variant?: 'sidebar' | 'box';
  /**
   * Where the form posts before (or without) JavaScript: the platform's form route, which
   * subscribes and answers with a result page. The pages pass the platform's absolute URL.
   */
  action?: string;
  /** Injected in tests; the page's fetch by default. */
  fetchImpl?: typeof fetch;
}

type Phase = 'idle' | 'submitting' | 'subscribed' | 'pending';

export function NewsletterForm({
  source,
  variant = 'sidebar',
  action = NEWSLETTER_FORM_PATHS.subscribe,
  fetchImpl,
}: NewsletterFormProps) {
  const [email, setEmail] = useState('');
  const [phase, setPhase] = useState<Phase>('idle');
  const { toasts, show, dismiss } = useToasts();
  const inputId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  // An address typed before the island hydrated is in the field, not in the state: keep it.
  useEffect(() => {
    const typed = inputRef.current?.value;
    if (typed) setEmail((current) => current || typed);
  }, []);

  useEffect(() => {
    if (phase === 'subscribed' || phase === 'pending') panelRef.current?.focus();
  }, [phase]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (phase !== 'idle') return;
    // A submission replayed as the island hydrates (client:seen) can come before the effect
    // above has copied the typed address into the state: the field has it.
    const checked = checkNewsletterEmail(email || inputRef.current?.value || '');
    if (!checked.ok) {
      show('error', checked.message);
      return;
    }
    setPhase('submitting');
    const outcome = await subscribe(checked.email, source, fetchImpl ?? fetch);
    if (outcome.kind === 'subscribed') {
      show('success', EN.newsletter.success);
      setPhase('subscribed');
      return;
    }
    if (outcome.kind === 'pending') {
      show('info', EN.newsletter.confirmSent);
      setPhase('pending');
      return;
    }
    if (outcome.kind === 'already') show('info', EN.newsletter.alreadySubscribed);
    else show('error', outcome.message);
    setPhase('idle');
  };

  const submitting = phase === 'submitting';
  return (
    <div className={`newsletter newsletter--${variant}`}>
      {phase === 'subscribed' || phase === 'pending' ? (
        <div className="newsletter__success" ref={panelRef} tabIndex={-1}>
          <p className="newsletter__success-title">
            {phase === 'pending' ? EN.islands.checkInboxTitle : EN.islands.subscribedTitle}
          </p>
          <p>{phase === 'pending' ? EN.islands.checkInboxText : EN.islands.subscribedText}</p>
        </div>
      ) : (
        <form
          className="newsletter__form"
          action={action}
          method="post"
          noValidate
          onSubmit={onSubmit}
          aria-busy={submitting || undefined}
        >
          <input type="hidden" name="source" value={source} />
          <label className="visually-hidden" htmlFor={inputId}>
            {EN.islands.emailLabel}
          </label>
          <input
            ref={inputRef}
            id={inputId}
            className="newsletter__input"
            type="email"
            name="email"
            required
            autoComplete="email"
            placeholder={EN.islands.emailPlaceholder}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            readOnly={submitting}
          />
          <button type="submit" className="button button--primary newsletter__submit" aria-disabled={submitting || undefined}>
            {submitting ? EN.islands.subscribing : EN.islands.subscribe}
          </button>
        </form>
      )}
      <ToastRegion toasts={toasts} onDismiss={dismiss} />
    </div>
  );
}
