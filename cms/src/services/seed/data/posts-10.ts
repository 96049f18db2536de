import type { SeedPost } from './types';

export const POSTS_10: SeedPost[] = [
  {
    title: 'Getting Started with Create React App',
    cover: 'Create React App',
    excerpt:
      'How to bootstrap a React project with Create React App. Archived — the tool is no longer maintained; start new projects with a framework or Vite instead.',
    category: 'web-development',
    tags: ['react', 'tooling'],
    status: 'ARCHIVED',
    daysAgo: 420,
    viewCount: 5230,
    content: `> [!CAUTION] This article is outdated
> Create React App is no longer maintained. For new projects, use a framework such as Next.js or Astro, or a build tool such as Vite. This post is kept for readers maintaining older apps.

Create React App (CRA) was for years the easiest way to start a React project: one command, no configuration, and a development server with hot reloading.

## Creating a project

\`\`\`bash
npx create-react-app my-app --template typescript
cd my-app
npm start
\`\`\`

The generated project contains:

- \`public/\` with the HTML shell,
- \`src/\` with \`App.tsx\` and \`index.tsx\`,
- \`package.json\` with the \`react-scripts\` dependency, which hides Webpack, Babel and Jest.

## Ejecting

Running \`npm run eject\` copies the hidden configuration into your project. It is a one-way door: from then on you maintain the whole build setup yourself.

> [!WARNING]
> Think twice before ejecting. Most teams that ejected ended up with a configuration nobody understood a year later.

## Environment variables

Only variables prefixed with \`REACT_APP_\` were exposed to the browser:

\`\`\`bash
REACT_APP_API_URL=https://api.example.com npm start
\`\`\`

## Why it was retired

React's own documentation now recommends frameworks that handle routing, data fetching and rendering on the server. CRA produced client-only apps, which load slower and rank worse in search than server-rendered pages.

## Testing

CRA shipped with Jest and React Testing Library preconfigured, and \`npm test\` started Jest in watch mode. That convenience was one of its best features: many developers wrote their first component tests because the setup was already done.

\`\`\`tsx
import { render, screen } from '@testing-library/react';
import App from './App';

test('renders the welcome link', () => {
  render(<App />);
  expect(screen.getByText(/learn react/i)).toBeInTheDocument();
});
\`\`\`

If you are maintaining a CRA app today, a migration to Vite is usually the smallest step forward — the dev server starts in about a second and most of the code stays the same.
`,
  },
  {
    title: 'The Developer Setup I Used to Swear By',
    cover: 'My Old Developer Setup',
    excerpt:
      'The editor, terminal and tools I used every day a few years ago. Archived because most of it has since changed.',
    category: 'productivity',
    tags: ['tooling', 'git'],
    status: 'ARCHIVED',
    daysAgo: 300,
    viewCount: 2310,
    content: `Every year I write down the tools I actually use, mostly to see later how much changed. This was one of the early editions.

## Editor

VS Code with a deliberately short list of extensions:

1. ESLint and Prettier, both running on save.
2. GitLens, mainly for inline blame.
3. Error Lens, which shows diagnostics at the end of the line.

My settings that made the biggest difference:

\`\`\`json
{
  "editor.formatOnSave": true,
  "editor.minimap.enabled": false,
  "editor.stickyScroll.enabled": true,
  "files.trimTrailingWhitespace": true,
  "terminal.integrated.fontSize": 13
}
\`\`\`

## Terminal

- **Shell:** zsh with a minimal prompt showing only the directory and Git branch.
- **Multiplexer:** tmux, one session per project.
- **Tools** I reached for daily:
  - \`rg\` (ripgrep) for searching code,
  - \`fd\` for finding files,
  - \`fzf\` for fuzzy history search.

## Hardware

A 14-inch laptop, an external 27-inch monitor in portrait orientation for reading code and docs, and a mechanical keyboard with quiet switches. The portrait monitor was the surprise hit: seeing a whole file without scrolling changed how I read code.

## Notes and tasks

Plain markdown files in a Git repository, one per week, with a short list at the top of each:

- [x] Weekly review every Friday
- [x] One note per meeting, linked from the week
- [ ] Monthly clean-up of stale notes

## What did not stick

> I tried a tiling window manager for three months. It was fun, and I spent more time configuring it than using it.

---

Looking back, the habits lasted longer than the tools: formatting on save, small commits and a fast way to search code. The specific apps changed; those did not.
`,
  },
];
