/**
 * Embedded media (YouTube, Vimeo, X/Twitter players, oEmbed blocks, bookmark cards): the platform
 * renders no iframes, so each becomes a link line to the page the author embedded, one the reader
 * can follow and the author can see. Counted for the report.
 */

/** The page an embed's player address stands for (the watch page, not the player); null when it is no web address. */
export function embedPageUrl(src: string): string | null {
  let url: URL;
  try {
    url = new URL(src.trim().startsWith('//') ? `https:${src.trim()}` : src.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  const host = url.hostname.replace(/^www\./, '');
  const youtube = /^\/embed\/([\w-]{6,})/.exec(url.pathname);
  if (youtube && /(^|\.)youtube(-nocookie)?\.com$/.test(host)) return `https://www.youtube.com/watch?v=${youtube[1]}`;
  const vimeo = /^\/video\/(\d+)/.exec(url.pathname);
  if (vimeo && host === 'player.vimeo.com') return `https://vimeo.com/${vimeo[1]}`;
  const tweet = url.searchParams.get('id');
  if (host === 'platform.twitter.com' && tweet && /^\d+$/.test(tweet)) return `https://x.com/i/status/${tweet}`;
  return url.href;
}

/** Hugo's and Jekyll's embed shortcodes by name: the page for the id they carry. */
export function shortcodeEmbed(name: string, id: string, user?: string): string | null {
  const clean = id.replace(/^["']|["']$/g, '');
  if (!clean) return null;
  if (/^https?:\/\//.test(clean)) return clean;
  switch (name.toLowerCase()) {
    case 'youtube':
      return `https://www.youtube.com/watch?v=${encodeURIComponent(clean)}`;
    case 'vimeo':
      return `https://vimeo.com/${encodeURIComponent(clean)}`;
    case 'tweet':
    case 'twitter':
    case 'x':
      return /^\d+$/.test(clean) ? `https://x.com/${user ? encodeURIComponent(user) : 'i'}/status/${clean}` : null;
    case 'gist':
      return user ? `https://gist.github.com/${encodeURIComponent(user)}/${encodeURIComponent(clean)}` : null;
    case 'instagram':
      return `https://www.instagram.com/p/${encodeURIComponent(clean)}/`;
    default:
      return null;
  }
}

/** A link line as Markdown (the URL is its own text: the reader sees where it goes). */
export const linkLine = (url: string) => `[${url}](${url})`;

/**
 * Whether a Markdown body is nothing but the embeds' link lines: such a post is refused as
 * published by the body rule's spirit (no text of its own) and comes in as a draft.
 */
export function onlyEmbeds(markdown: string, embeds: readonly string[]): boolean {
  if (!embeds.length) return false;
  const links = new Set(embeds);
  return markdown
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .every((line) => {
      const m = /^\[([^\]]*)\]\(<?([^)\s>]+)>?\)$/.exec(line) ?? /^<([^>]+)>$/.exec(line);
      const url = m ? (m[2] ?? m[1]) : line;
      return !!url && (links.has(url) || links.has(url.replace(/\\/g, '')));
    });
}
