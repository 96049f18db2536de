/** Lets `.astro` templates use the custom `client:interaction` directive (see ./interaction.ts). */
export {};

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate on the first pointerdown, focusin or keydown inside the island. */
    'client:interaction'?: boolean;
  }
}
