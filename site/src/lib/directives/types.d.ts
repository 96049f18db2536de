/** Lets `.astro` templates use the custom `client:interaction` and `client:seen` directives (./interaction.ts, ./seen.ts). */
export {};

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate on the first pointerdown, focusin or keydown inside the island. */
    'client:interaction'?: boolean;
    /** Hydrate once in view or on the first interaction, whichever comes first; replays what came before. */
    'client:seen'?: boolean;
  }
}
