import { describe, expect, it } from 'vitest';
import { newsletterConfirmEnabled } from '../src/productionConfig.mjs';
import { NEWSLETTER_RESULTS, newsletterResultPath } from '../src/newsletterPages';

describe('NEWSLETTER_CONFIRM', () => {
  it('is off in the demo, on in production mode, and what it says when set', () => {
    expect(newsletterConfirmEnabled({})).toBe(false);
    expect(newsletterConfirmEnabled({ PRODUCTION: 'false' })).toBe(false);
    expect(newsletterConfirmEnabled({ PRODUCTION: 'true' })).toBe(true);
    expect(newsletterConfirmEnabled({ PRODUCTION: 'true', NEWSLETTER_CONFIRM: 'false' })).toBe(false);
    expect(newsletterConfirmEnabled({ NEWSLETTER_CONFIRM: 'true' })).toBe(true);
    expect(newsletterConfirmEnabled({ PRODUCTION: 'true', NEWSLETTER_CONFIRM: '' })).toBe(true);
  });

  it('has an English result page for each outcome of a confirmation', () => {
    for (const result of ['check-inbox', 'pending', 'confirmed', 'confirm-expired', 'confirm-used', 'confirm-invalid'] as const) {
      expect(NEWSLETTER_RESULTS[result].message).toMatch(/^[A-Z]/);
      expect(newsletterResultPath(result)).toBe(`/newsletter/${result}/`);
    }
    expect(NEWSLETTER_RESULTS['check-inbox'].message).toMatch(/check your inbox/i);
    expect(NEWSLETTER_RESULTS.pending.message).toMatch(/inbox/);
  });
});
