import { slugify } from '@blog/shared';
import { linkLine, shortcodeEmbed } from './embeds';

/**
 * Hugo shortcodes (`{{< youtube ID >}}`, `{{% … %}}`) and Jekyll's Liquid tags (`{% youtube ID %}`,
 * `{% include … %}`, `{{ site.baseurl }}`) in Markdown bodies: the platform renders none of them.
 * Embeds become link lines, `highlight` becomes a fenced code block, links to other posts
 * (`ref`, `relref`, `post_url`, `link`) point at the post's address here, `figure` an image;
 * the rest are removed and named in the report. Code blocks and code spans are left as written.
 */

export interface TemplateStats {
  embeds: string[];
  /** Tags removed, by name. */
  removed: Map<string, number>;
}

/** Named (`id="x"`) and positional arguments of a shortcode or tag. */
function args(text: string): { named: Record<string, string>; positional: string[] } {
  const named: Record<string, string> = {};
  const positional: string[] = [];
  for (const m of text.matchAll(/(\w+)=("([^"]*)"|'([^']*)'|\S+)|"([^"]*)"|'([^']*)'|(\S+)/g)) {
    if (m[1]) named[m[1]] = m[3] ?? m[4] ?? m[2] ?? '';
    else positional.push(m[5] ?? m[6] ?? m[7] ?? '');
  }
  return { named, positional };
}

/** A post of the same site by its file name (Jekyll's date prefix dropped): its address here. */
const postPath = (file: string) => {
  const base =
    file
      .split('/')
      .pop()
      ?.replace(/\.(md|markdown|html)$/i, '')
      .replace(/^\d{4}-\d{2}-\d{2}-/, '') ?? '';
  return `/blog/${slugify(base)}/`;
};

function single(name: string, rest: string, stats: TemplateStats, kind: 'hugo' | 'liquid'): string {
  const { named, positional } = args(rest);
  // Hugo's *_simple variants (vimeo_simple, youtube_simple) are the same embeds.
  const lower = name.toLowerCase().replace(/_simple$/, '');
  const id = named.id ?? named.url ?? positional[kind === 'liquid' && lower === 'gist' ? 0 : positional.length - 1] ?? '';
  const user = named.user ?? (positional.length > 1 ? positional[0] : undefined);
  const embed = shortcodeEmbed(lower, id, user);
  if (embed) {
    stats.embeds.push(embed);
    return `\n\n${linkLine(embed)}\n\n`;
  }
  if (lower === 'ref' || lower === 'relref' || lower === 'post_url' || lower === 'link') return postPath(positional[0] ?? '');
  if (lower === 'figure' && named.src) return `![${named.alt ?? named.caption ?? named.title ?? ''}](${named.src})`;
  if (lower === 'include') {
    const file = positional[0] ?? '';
    const video = /youtube|vimeo|video/i.exec(file) && (named.id ?? named.video_id ?? named.url);
    const page = video ? shortcodeEmbed(/vimeo/i.test(file) ? 'vimeo' : 'youtube', video) : null;
    if (page) {
      stats.embeds.push(page);
      return `\n\n${linkLine(page)}\n\n`;
    }
    return count(stats, `include ${file}`);
  }
  return count(stats, lower);
}

const count = (stats: TemplateStats, name: string): string => {
  stats.removed.set(name, (stats.removed.get(name) ?? 0) + 1);
  return '';
};

const fence = (lang: string, code: string) => `\n\n\`\`\`${lang}\n${code.replace(/^\r?\n|\r?\n$/g, '')}\n\`\`\`\n\n`;

/** One stretch of prose (no code in it). */
function convertProse(text: string, stats: TemplateStats): string {
  return (
    text
      // Paired forms first: highlight becomes code, a Liquid comment goes with its text, raw keeps its text.
      .replace(
        /\{\{[<%]\s*highlight\s+([\w+-]+)[^}]*?[>%]\}\}([\s\S]*?)\{\{[<%]\s*\/highlight\s*[>%]\}\}/g,
        (_a, lang: string, code: string) => fence(lang, code),
      )
      .replace(/\{%-?\s*highlight\s+([\w+-]+)[^%]*%\}([\s\S]*?)\{%-?\s*endhighlight\s*-?%\}/g, (_a, lang: string, code: string) =>
        fence(lang, code),
      )
      .replace(/\{%-?\s*comment\s*-?%\}[\s\S]*?\{%-?\s*endcomment\s*-?%\}/g, () => count(stats, 'comment'))
      // Hugo: {{< name args >}} and {{% name args %}}; closing tags of paired shortcodes just go.
      .replace(/\{\{([<%])\s*(\/?)\s*([\w-]+)([\s\S]*?)\s*[>%]\}\}/g, (_a, _k, close: string, name: string, rest: string) =>
        close ? '' : single(name, rest, stats, 'hugo'),
      )
      // Liquid tags, then Liquid output ({{ site.baseurl }}): nothing here renders them.
      .replace(/\{%-?\s*([\w-]+)([\s\S]*?)-?%\}/g, (_a, name: string, rest: string) => single(name, rest, stats, 'liquid'))
      .replace(/\{\{-?\s*[\w.[\]'"| :-]+?\s*-?\}\}/g, (all: string) => count(stats, all.replace(/\s+/g, ' ').slice(0, 40)))
  );
}

/** What is kept as written: fenced code, code spans, Liquid's {% raw %} blocks (their tags go). */
const PROTECTED = /^(```|~~~)[^\n]*\n[\s\S]*?^\1[ \t]*$|`[^`\n]+`|\{%-?\s*raw\s*-?%\}([\s\S]*?)\{%-?\s*endraw\s*-?%\}/gm;

/** A Markdown body with its template tags converted or removed; code and raw blocks untouched. */
export function convertTemplateTags(markdown: string, stats: TemplateStats): string {
  if (!/\{[{%]/.test(markdown)) return markdown;
  let out = '';
  let from = 0;
  for (const match of markdown.matchAll(PROTECTED)) {
    out += convertProse(markdown.slice(from, match.index), stats);
    out += match[2] ?? match[0];
    from = match.index + match[0].length;
  }
  out += convertProse(markdown.slice(from), stats);
  return out.replace(/\n{3,}/g, '\n\n').trim();
}
