import type { SeedPost } from './types';

export const POSTS_8: SeedPost[] = [
  {
    title: 'Deep Work for Developers',
    cover: 'Deep Work for Developers',
    excerpt:
      'Programming rewards long stretches of uninterrupted focus. Practical ways to protect them from meetings, notifications and your own urge to check chat.',
    category: 'productivity',
    tags: ['soft-skills', 'career', 'tooling'],
    status: 'PUBLISHED',
    daysAgo: 1,
    viewCount: 180,
    content: `Some programming tasks take ten minutes of focus. Others — designing a data model, chasing a race condition, understanding an unfamiliar codebase — need two or three hours *without interruption*. That kind of focus has become rare, and it does not come back on its own. You have to protect it on purpose.

## Why interruptions cost so much

Programming means holding a large, fragile model in your head: the call stack, the data shapes, the three hypotheses about the bug. An interruption does not cost the two minutes it takes to answer a message. It costs the **twenty minutes** it takes to rebuild that model afterwards.

> A developer interrupted four times in a morning may get no real work done at all, while feeling busy the whole time.

## Make focus the default

1. **Block focus time in your calendar.** Two blocks of two to three hours a week is a good start. Treat them like meetings with someone important.
2. **Batch communication.** Check chat and e-mail at set times — for example on the hour — instead of continuously.
3. **Turn off notifications** during focus blocks. All of them, including the badge counts.
4. **Keep a scratch file** open. When a stray thought arrives — *"I should update that ticket"* — write it down and keep going.

> [!TIP] Signal your status
> A status like "Focusing until 11:30 — ping me for emergencies" sets expectations and makes it normal for others to do the same.

## Prepare the session

The first fifteen minutes decide whether a focus block works. Before it starts:

- [x] Pick **one** task and write down what "done" looks like
- [x] Open the files, docs and terminals you will need
- [x] Close unrelated tabs
- [ ] Put your phone in another room

## Protect the team, not just yourself

Deep work is a team sport. Agree on a few norms together:

- Meetings clustered in the afternoon, leaving mornings free.
- Questions in threads rather than direct messages, so they can wait.
- "Urgent" reserved for production incidents.

> [!NOTE]
> This is not about ignoring colleagues. It is about answering them in batches, so that both their work and yours gets done.

## Shallow work still matters

Reviews, planning and helping others are valuable — they just do not need your sharpest hours. Schedule them for the afternoon dip. A well-kept Git workflow, like the one in [Git Habits That Save Hours Every Week](/blog/git-habits-that-save-hours-every-week), also helps: small commits make it much easier to pick up where you left off after an unavoidable interruption.

---

Cal Newport's book [Deep Work](https://calnewport.com/deep-work-rules-for-focused-success-in-a-distracted-world/) is the classic on the topic. Start with one protected block this week and see what it changes.
`,
  },
  {
    title: 'What\'s Next for CSS: Anchor Positioning and Scroll-Driven Animations',
    cover: 'What\'s Next for CSS',
    excerpt:
      'Two new CSS features replace a lot of JavaScript. Anchor positioning ties tooltips to their triggers, and scroll-driven animations run progress effects off the main thread.',
    category: 'design',
    tags: ['css', 'performance'],
    status: 'PUBLISHED',
    daysAgo: -30,
    viewCount: 0,
    content: `For a decade, tooltips, popovers and scroll effects have been JavaScript territory. Two features landing across browsers move them into CSS, where they are simpler to write and cheaper to run.

## Anchor positioning

Positioning a tooltip next to its button used to mean measuring elements with \`getBoundingClientRect\`, listening to scroll and resize, and flipping the tooltip when it hit the edge of the screen. With **anchor positioning**, you name an anchor and position against it:

\`\`\`css
.trigger {
  anchor-name: --help;
}

.tooltip {
  position: absolute;
  position-anchor: --help;
  position-area: top;
  position-try-fallbacks: flip-block;
  margin-bottom: 0.5rem;
}
\`\`\`

\`position-try-fallbacks\` tells the browser to flip the tooltip below the trigger when there is no room above — the part that used to need a library.

> [!NOTE]
> Anchor positioning pairs naturally with the \`popover\` attribute, which handles showing, hiding, focus and the top layer without any script.

## Scroll-driven animations

A reading progress bar is a classic scroll listener. Now it is a few lines of CSS:

\`\`\`css
.progress {
  position: fixed;
  inset: 0 0 auto 0;
  height: 4px;
  background: var(--accent);
  transform-origin: left;
  animation: grow linear both;
  animation-timeline: scroll(root);
}

@keyframes grow {
  from { transform: scaleX(0); }
  to   { transform: scaleX(1); }
}
\`\`\`

Because the animation runs on the compositor, it stays smooth even when the main thread is busy.

> [!WARNING] Respect reduced motion
> Wrap decorative scroll effects in \`@media (prefers-reduced-motion: no-preference)\`. For some people, motion tied to scrolling causes real discomfort.

## Can you use them today?

| Feature | Chromium | Firefox | Safari |
|---|---|---|---|
| Anchor positioning | Yes | In progress | Yes |
| Scroll-driven animations | Yes | Behind a flag | Yes |

Both degrade gracefully: without support, the tooltip falls back to a simpler position and the progress bar stays hidden. Check [Can I use](https://caniuse.com/) before relying on them, and see [Modern CSS Layout with Grid and Subgrid](/blog/modern-css-layout-with-grid-and-subgrid) for the layout features you can use everywhere right now.

Less JavaScript for presentation means less to download, parse and debug — a trend worth following closely.
`,
  },
];
