/** The seeded admin's public profile and the demo newsletter audience. */

export const AUTHOR_BIO = `Full-stack developer and the editor of this blog. I have spent the last decade building web applications, from small agency sites to platforms serving millions of requests a day.

I write about the things I wish someone had explained to me earlier: TypeScript, CSS, shipping software safely and the human side of working in a team.`;

export const AUTHOR_INITIALS = 'AU';

export interface SeedSubscriber {
  email: string;
  source?: 'newsletter_form' | 'related_posts';
  /** Days before the seed's run the address subscribed. */
  daysAgo: number;
  /** Unsubscribed this many days ago (an inactive subscriber). */
  unsubscribedDaysAgo?: number;
}

const NAMES = [
  'emma.johnson', 'liam.smith', 'olivia.brown', 'noah.garcia', 'ava.martinez', 'elijah.davis',
  'sophia.wilson', 'lucas.anderson', 'mia.thomas', 'mason.taylor', 'isabella.moore', 'ethan.jackson',
  'amelia.white', 'james.harris', 'harper.martin', 'benjamin.lee', 'evelyn.walker', 'henry.hall',
  'aria.allen', 'jack.young', 'chloe.king', 'daniel.wright', 'zoe.lopez', 'samuel.hill',
  'nora.scott', 'david.green', 'layla.adams', 'leo.baker', 'ella.nelson', 'owen.carter',
];
const DOMAINS = ['example.com', 'example.org', 'example.net', 'mail.example.com'];
const SOURCES: Array<SeedSubscriber['source']> = ['newsletter_form', 'related_posts', 'newsletter_form', undefined];
/** Positions of the subscribers who later unsubscribed. */
const INACTIVE = new Set([4, 11, 19, 26]);

/** 30 subscribers over the last ~6 weeks, 4 of them unsubscribed since. */
export const SUBSCRIBERS: SeedSubscriber[] = NAMES.map((name, i) => {
  const daysAgo = 42 - Math.round(i * 1.4);
  return {
    email: `${name}@${DOMAINS[i % DOMAINS.length]}`,
    source: SOURCES[i % SOURCES.length],
    daysAgo,
    ...(INACTIVE.has(i) ? { unsubscribedDaysAgo: Math.max(0, daysAgo - 5) } : {}),
  };
});
