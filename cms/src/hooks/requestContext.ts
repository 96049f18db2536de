/**
 * The flags a write carries to the collection hooks (Payload's `context`), one per side effect
 * they switch, declared once on Payload's RequestContext so every hook and caller reads them typed.
 */
declare module 'payload' {
  export interface RequestContext {
    /** Seeding: no site update, no publish e-mail. */
    seeding?: boolean;
    /** Only the view count moved: the post's cached reads drop, nothing is rebuilt. */
    viewOnly?: boolean;
    /** Set by markNewsletter (before the write) for queueNewsletter (after it). */
    queueNewsletter?: boolean;
    /** Slug history written by the slug hooks themselves (their write already queues the update). */
    redirectBookkeeping?: boolean;
    /**
     * The slug asked for, or the write fails on the unique index (no numeric suffix): one tag per
     * slug however many processes create it at once (the loser finds the winner's).
     */
    exactSlug?: boolean;
    /** A post write that only saves a draft version (autosave, restore): no spec hook runs (Posts/drafts). */
    draftWrite?: boolean;
    /** The fields the write itself names (Posts/drafts: a save over an autosave keeps the rest). */
    namedFields?: string[];
    /**
     * Posts whose unsaved autosave a partial save left alone: the autosaved fields the write did
     * not name, by post id, put back as the newest draft after it (Posts/drafts).
     */
    unsavedDrafts?: Record<string, Record<string, unknown>>;
  }
}

export {};
