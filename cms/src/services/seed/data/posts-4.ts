import type { SeedPost } from './types';

export const POSTS_4: SeedPost[] = [
  {
    title: 'Accessible Forms: A Practical Checklist',
    cover: 'Accessible Forms',
    excerpt:
      'Forms are where accessibility problems hurt the most. A checklist of labels, errors, focus and keyboard details, with the markup to get each one right.',
    category: 'design',
    tags: ['accessibility', 'react', 'css'],
    status: 'PUBLISHED',
    daysAgo: 18,
    viewCount: 1130,
    content: `Forms are where users *do* things: sign up, pay, publish. They are also where accessibility problems turn from annoying into blocking. The good news is that most of the fixes are small, and they make the form better for everyone.

## Labels first

Every input needs a visible, programmatically associated label. Placeholders are not labels: they disappear as soon as you type and usually fail contrast requirements.

\`\`\`tsx
<label htmlFor="email">E-mail address</label>
<input id="email" name="email" type="email" autoComplete="email" required />
\`\`\`

The \`autoComplete\` attribute matters too — it lets browsers and password managers fill the field, which helps people with motor or memory impairments most of all.

## Errors people can find

When validation fails:

1. Show the message **next to the field**, in text, not only as a red border.
2. Connect it with \`aria-describedby\` so screen readers announce it.
3. Mark the field with \`aria-invalid="true"\`.
4. Move focus to the first invalid field — or to a summary at the top for long forms.

\`\`\`tsx
<input
  id="email"
  aria-invalid={error ? true : undefined}
  aria-describedby={error ? 'email-error' : undefined}
/>
{error && <p id="email-error" className="field-error">{error}</p>}
\`\`\`

> [!CAUTION]
> Colour alone never carries meaning. About one in twelve men has some form of colour vision deficiency; a red outline without text is invisible to many of them.

## Focus you can see

Removing the focus outline is the most common accessibility bug on the web. Style it instead of hiding it:

\`\`\`css
:focus-visible {
  outline: 3px solid var(--color-focus, #2563eb);
  outline-offset: 2px;
}
\`\`\`

\`:focus-visible\` shows the ring for keyboard users without flashing it on every mouse click.

## The checklist

- [x] Every input has a visible \`<label>\`
- [x] Required fields are marked in text, not only with an asterisk
- [x] Errors are announced and linked with \`aria-describedby\`
- [x] The whole form works with the keyboard alone
- [ ] Submit buttons say what they do ("Create account", not "Submit")
- [ ] The form still works at 200% zoom

> [!TIP] Test with your keyboard
> Put the mouse away for five minutes and fill in your own form with Tab, Shift+Tab, Space and Enter. You will find most problems this way, for free.

## Going further

Automated tools such as [axe](https://www.deque.com/axe/) catch around a third of issues; the rest need a human. Layout choices affect accessibility too — the source-order warning in [Modern CSS Layout with Grid and Subgrid](/blog/modern-css-layout-with-grid-and-subgrid) applies to forms just as much as to pages.
`,
  },
  {
    title: 'Designing a Dark Mode That Respects Users',
    cover: 'A Respectful Dark Mode',
    excerpt:
      'A good dark mode is more than inverted colours. How to build themes with CSS custom properties, honour the system preference and avoid the flash of the wrong theme.',
    category: 'design',
    tags: ['css', 'accessibility'],
    status: 'PUBLISHED',
    daysAgo: 45,
    viewCount: 1990,
    content: `Dark mode has gone from novelty to expectation. Done well, it reduces glare at night and saves battery on OLED screens. Done badly, it produces grey-on-grey text, glowing white images and a flash of the wrong theme on every page load.

## Start from the system preference

Operating systems already know what the user wants. Respect that first, and let people override it:

- **System** — follow \`prefers-color-scheme\` (the default).
- **Light** or **Dark** — an explicit choice, remembered in \`localStorage\`.

## Tokens, not colours

Define semantic colour tokens once and switch their values per theme. Components never mention a raw colour:

\`\`\`css
:root {
  color-scheme: light;
  --bg: #ffffff;
  --surface: #f8fafc;
  --text: #0f172a;
  --muted: #475569;
  --accent: #4f46e5;
}

:root[data-theme='dark'] {
  color-scheme: dark;
  --bg: #0b1120;
  --surface: #111827;
  --text: #e2e8f0;
  --muted: #94a3b8;
  --accent: #818cf8;
}

body { background: var(--bg); color: var(--text); }
\`\`\`

Setting \`color-scheme\` also themes native controls — scrollbars, inputs, date pickers — for free.

## No flash of the wrong theme

The theme must be applied *before* the first paint, so a tiny inline script in the \`<head>\` reads the saved choice:

\`\`\`ts
const saved = localStorage.getItem('theme');
const dark = saved ? saved === 'dark' : matchMedia('(prefers-color-scheme: dark)').matches;
document.documentElement.dataset.theme = dark ? 'dark' : 'light';
\`\`\`

> [!IMPORTANT]
> Keep this script inline and synchronous. Loading it as a module or deferring it brings the flash right back.

## Details that matter

1. **Do not use pure black.** \`#000\` behind white text causes halation for many readers; a very dark blue-grey is easier on the eyes.
2. **Reduce saturation.** Bright brand colours vibrate on dark backgrounds. Lighten and desaturate the accent.
3. **Check contrast in both themes.** WCAG asks for 4.5:1 for body text — muted greys fail this most often.
4. **Dim large images slightly**, for example with \`filter: brightness(0.9)\`, so a white screenshot does not blind the reader.

> Dark mode is not a colour inversion. It is a second design, built from the same tokens.

## Testing it

Most browsers' developer tools can emulate \`prefers-color-scheme\`, so you can flip themes without changing your system settings. Check focus rings and form errors too — [Accessible Forms: A Practical Checklist](/blog/accessible-forms-a-practical-checklist) has a list worth running in both themes.

With tokens in place, adding a third theme — high contrast, say — becomes a matter of one more block of variables.
`,
  },
];
