import type { SeedPost } from './types';

export const POSTS_7: SeedPost[] = [
  {
    title: 'How to Give and Receive Code Review Feedback',
    cover: 'Code Review Feedback',
    excerpt:
      'Code review is a conversation about code between people. Habits for writing comments that help, receiving feedback without defensiveness and keeping reviews fast.',
    category: 'career',
    tags: ['career', 'soft-skills', 'git'],
    status: 'PUBLISHED',
    daysAgo: 24,
    viewCount: 1050,
    content: `Code review is one of the few daily rituals where engineers teach each other directly. It can also be a source of friction, delays and quiet resentment. The difference is rarely technical — it is about how we write and read comments.

![A healthy review loop](media:review-loop "Small changes move through the loop in hours, not days.")

## For authors: make it easy to review

- **Keep pull requests small.** Under 400 changed lines gets a careful review; 2,000 lines gets a skim and an "LGTM".
- **Explain the why** in the description. The diff shows *what* changed; only you know why.
- **Review your own diff first.** You will catch leftover logs and commented-out code before anyone else does.
- **Point reviewers at the risky part** — "the interesting change is in \`billing/charge.ts\`".

## For reviewers: comments that help

Good review comments are specific, kind and clear about their weight.

### Label the weight of each comment

A simple convention helps a lot:

| Prefix | Meaning |
|---|---|
| **blocking:** | Must change before merging — a bug, a security issue |
| **suggestion:** | Would improve the code; author decides |
| **nit:** | Style or taste; ignore freely |
| **question:** | I do not understand; explain or clarify in code |

> Review the code, not the coder. "This function does three things" lands very differently from "you always write huge functions".

### Ask, do not tell

Ask questions rather than issue commands when you are not sure: *"Could this be null if the user has no profile?"* invites a conversation; *"This is wrong"* invites a defence.

> [!TIP] Praise is feedback too
> When you see a clean abstraction or a thorough test, say so. It tells the author what to keep doing, and it makes critical comments easier to hear.

## Receiving feedback

1. Assume good intent. Written text loses tone; most curt comments were typed in a hurry.
2. Separate yourself from the code. A comment on your function is not a comment on you.
3. Reply to every comment, even if only with "done" or a link to the fix.
4. When you disagree, explain your reasoning once, then move to a call if it is still open.

> [!NOTE]
> A ten-minute conversation often resolves what fifteen comments could not. Move long threads to a call, then write the outcome back into the pull request.

## Keeping it fast

Slow reviews cost more than they seem: authors lose context and start stacking changes. Agree as a team to respond within a working day, and let automation handle the rest — formatting, linting and tests belong in CI, not in comments. [A Minimal CI Pipeline with GitHub Actions](/blog/a-minimal-ci-pipeline-with-github-actions) shows a starting point.

Good reviews build good teams. Treat every review as a chance to share what you know — and to learn something yourself.
`,
  },
  {
    title: 'Git Habits That Save Hours Every Week',
    cover: 'Git Habits That Save Hours',
    excerpt:
      'Small Git habits compound. Aliases, atomic commits, interactive rebase and a few underrated commands that make history useful instead of noisy.',
    category: 'productivity',
    tags: ['git', 'tooling', 'career'],
    status: 'PUBLISHED',
    daysAgo: 58,
    viewCount: 3120,
    content: `Git is the tool most developers use every single day and learn the least about after their first month. A handful of habits turn it from something you fight into something that quietly saves time.

## Commit small, commit often

An *atomic commit* does one thing and leaves the project working. Small commits are easier to review, easier to revert and much easier to search later.

- Stage parts of a file with \`git add -p\` instead of committing everything at once.
- Write the subject line in the imperative: *"Add retry to webhook client"*, not *"added stuff"*.
- Use the body to explain **why** — the diff already shows what.

## Aliases for the commands you type all day

\`\`\`bash
git config --global alias.st "status -sb"
git config --global alias.lg "log --oneline --graph --decorate -20"
git config --global alias.amend "commit --amend --no-edit"
git config --global alias.undo "reset --soft HEAD~1"
\`\`\`

\`git undo\` alone has saved me from more panicked searches than I can count.

## Clean up before you share

Interactive rebase lets you tidy a branch before opening a pull request: squash "fix typo" commits, reorder, reword.

\`\`\`bash
git rebase -i origin/main
\`\`\`

> [!CAUTION]
> Only rewrite history that nobody else has pulled. Rebasing a shared branch forces everyone else to untangle their copies. If in doubt, use \`git push --force-with-lease\`, never plain \`--force\`.

## Underrated commands

1. \`git switch\` and \`git restore\` — clearer replacements for the overloaded \`checkout\`.
2. \`git stash push -m "wip: header"\` — named stashes you can actually find again.
3. \`git bisect\` — binary-searches history for the commit that introduced a bug:
   - mark a bad commit and a good one,
   - test each commit Git checks out,
   - get the culprit in a few steps, even across hundreds of commits.
4. \`git worktree add ../hotfix main\` — a second working copy for an urgent fix without stashing anything.

> [!TIP] Make the log readable
> Set \`git config --global pull.rebase true\` to avoid merge commits every time you pull. Your \`git lg\` output will thank you.

## A global ignore file

Editor folders and OS files do not belong in every project's \`.gitignore\`:

\`\`\`bash
printf '.DS_Store\\n.idea/\\n*.swp\\n' >> ~/.gitignore_global
git config --global core.excludesFile ~/.gitignore_global
\`\`\`

## The payoff

Good history is documentation you get for free. When a reviewer asks why something works the way it does, \`git log -p -- path/to/file\` often answers it. That makes reviews smoother too — see [How to Give and Receive Code Review Feedback](/blog/how-to-give-and-receive-code-review-feedback).

For everything else, [Pro Git](https://git-scm.com/book/en/v2) is free online and still the best book on the subject.
`,
  },
];
