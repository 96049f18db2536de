import { XMLValidator, type XMLParser } from 'fast-xml-parser';
import { TR } from '@blog/shared';
import { TransferError } from './errors';

/**
 * The one door XML comes in by (issue #33): whatever the text holds, the answer is the parsed
 * tree or the broken-XML TransferError (a 400), never the parser's own exception (a 500 with a
 * stack in the log). WordPress never writes a DOCTYPE, so entity declarations (external files,
 * parameter entities, expansion bombs) are refused unread; nesting is bounded before the parser's
 * recursion sees it.
 */

/** WXR nests about six deep (HTML bodies are CDATA or escaped text). */
export const MAX_XML_DEPTH = 256;

const bad = (detail: string) => new TransferError(TR.transfer.badXml(detail));

/** The deepest element nesting, by a linear scan that skips comments, CDATA, declarations and PIs. */
function nestingDepth(xml: string, limit: number): number {
  let depth = 0;
  let deepest = 0;
  let at = xml.indexOf('<');
  while (at !== -1 && at < xml.length) {
    const next = xml[at + 1];
    let end: number;
    if (xml.startsWith('<!--', at)) end = endOf(xml, '-->', at);
    else if (xml.startsWith('<![CDATA[', at)) end = endOf(xml, ']]>', at);
    else if (next === '?') end = endOf(xml, '?>', at);
    else if (next === '!') end = endOf(xml, '>', at);
    else {
      end = endOf(xml, '>', at);
      if (next === '/') depth -= 1;
      else if (xml[end - 2] !== '/') {
        depth += 1;
        deepest = Math.max(deepest, depth);
        if (deepest > limit) return deepest;
      }
    }
    at = xml.indexOf('<', end);
  }
  return deepest;
}

function endOf(xml: string, marker: string, from: number): number {
  const found = xml.indexOf(marker, from + 1);
  return found === -1 ? xml.length : found + marker.length;
}

/** The parsed document, or a TransferError with the broken-XML message. */
export function parseXml(xml: string, parser: XMLParser): unknown {
  // The prolog is everything before the root element: a DOCTYPE's declarations live there only.
  const root = xml.search(/<[A-Za-z_:]/);
  if (/<!ENTITY/i.test(root === -1 ? xml : xml.slice(0, root))) throw bad(TR.transfer.xmlEntities);
  if (nestingDepth(xml, MAX_XML_DEPTH) > MAX_XML_DEPTH) throw bad(TR.transfer.xmlTooDeep(MAX_XML_DEPTH));
  let valid: ReturnType<typeof XMLValidator.validate>;
  try {
    valid = XMLValidator.validate(xml);
  } catch (error) {
    throw bad(error instanceof Error ? error.message : String(error));
  }
  if (valid !== true) throw bad(`${valid.err.msg} (${valid.err.line}:${valid.err.col})`);
  try {
    return parser.parse(xml);
  } catch (error) {
    // The parser's own refusals (its entity and nesting bounds) are broken XML to the user too.
    throw bad(error instanceof Error ? error.message : String(error));
  }
}
