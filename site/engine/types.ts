export type Log = (message: string) => void;

export interface UpdateResult {
  kind: 'full' | 'incremental';
  /** Pages rendered. */
  pages: number;
  posts: number;
  fetched: number;
  processed: number;
  ms: number;
  /** Incremental: when the directly changed pages were live (ms from the start). */
  servedMs?: number;
  /** When every page the update touched was written and search answered right (ms from the start). */
  pagesMs?: number;
  phases: Record<string, number>;
  dir: string;
  manifest?: string;
}
