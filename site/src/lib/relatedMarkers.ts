/**
 * The comments around an article's related list. A publish changes the related list of every
 * article in its category (~2,000 pages at 10,000 posts) and nothing else on those pages, so the
 * site engine renders the list once and splices it between these markers.
 */
export const RELATED_START = '<!--related-->';
export const RELATED_END = '<!--/related-->';
