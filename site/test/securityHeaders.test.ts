import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { BASE_HEADERS, formatHeadersFile, inlineScriptHashes, parseHeadersFile, publicCsp } from '../src/lib/securityHeaders.mjs';

const sha = (text: string) => `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;

describe('the security headers of the static site', () => {
  it('hashes the inline scripts a browser runs, byte for byte, and nothing else', () => {
    const html = [
      '<script>console.log("é")</script>',
      '<script type="module">import "/a.js";\n</script>',
      '<script type="module" src="/_astro/x.js"></script>',
      '<script type="application/ld+json">{"@type":"BlogPosting"}</script>',
      '<SCRIPT TYPE="text/javascript">1</SCRIPT>',
    ].join('\n');
    expect(inlineScriptHashes(html)).toEqual([sha('console.log("é")'), sha('import "/a.js";\n'), sha('1')]);
  });

  it("puts the hashes in script-src, never 'unsafe-inline'", () => {
    const csp = publicCsp(['sha256-b', 'sha256-a', 'sha256-a']);
    expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval' 'sha256-a' 'sha256-b';");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("object-src 'none'");
  });

  it('writes a _headers file that reads back the same', () => {
    const headers = { ...BASE_HEADERS, 'Content-Security-Policy': publicCsp(['sha256-a']) };
    const file = formatHeadersFile(headers);
    expect(file.startsWith('/*\n  ')).toBe(true);
    expect(parseHeadersFile(file)).toEqual(headers);
    expect(parseHeadersFile(`/other\n  X-A: 1\n${file}`)).toEqual(headers);
  });
});
