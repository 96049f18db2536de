/**
 * The engine's state, kept beside the live site: the model the live pages were rendered from,
 * the template fingerprint and the live folder they belong to, and the search index's files.
 * Saved only when an update has finished; a journal names the files an update is about to
 * touch, so an update cut short is repaired by the next one.
 */
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { currentBuildDir as currentIn } from '@blog/shared/siteEngine';
import { paths } from './config';
import { testSwitches } from './testSwitches';
import { modelFromJson, modelToJson, type SiteModel } from './sync/model';
import type { SearchState } from './search/liveIndex';

// 3: the search index in shards; 4: superseded search files kept by age; 5: each author once
// (sync/model.ts). A version 4 file is still read: an upgrade does not rebuild every page.
const VERSION = 5;
const READABLE = new Set([4, VERSION]);

export interface EngineState {
  template: string;
  /** The build folder the live symlink pointed at when this state was saved. */
  liveDir: string;
  model: SiteModel;
  /** The live search index's shards: their files, and those of superseded generations (kept for readers mid-search). */
  search: SearchState;
  /** The inline-script hashes `_headers` allows. */
  scriptHashes: string[];
  /**
   * Every page's key for `model` (paths.ts pageKeys), when saved with it: a restarted engine's
   * first update compares with these instead of keying every page again (at 100,000 posts
   * ~30 s before the first publish after a start was served).
   */
  pageKeys?: Map<string, string>;
}

function writeAtomic(file: string, text: string): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(`${file}.tmp`, text);
  renameSync(`${file}.tmp`, file);
}

export function loadState(): EngineState | null {
  try {
    const json = JSON.parse(readFileSync(paths.state, 'utf8'));
    if (!READABLE.has(json.version)) return null;
    const pageKeys = Array.isArray(json.pageKeys) ? new Map<string, string>(json.pageKeys) : undefined;
    return { ...json, model: modelFromJson(json.model), pageKeys };
  } catch {
    return null;
  }
}

export function saveState(state: EngineState): void {
  const pageKeys = state.pageKeys ? [...state.pageKeys] : undefined;
  writeAtomic(paths.state, JSON.stringify({ version: VERSION, ...state, model: modelToJson(state.model), pageKeys }));
}

export interface Journal {
  /** Site paths the update renders or removes. */
  paths: string[];
  /** Search index shards being replaced. */
  search: number[];
  /** The engine process writing (a test switch: tests stop it mid-update). */
  pid?: number;
}

export function readJournal(): Journal | null {
  try {
    return JSON.parse(readFileSync(paths.journal, 'utf8')) as Journal;
  } catch {
    return null;
  }
}

export const writeJournal = (journal: Journal): void =>
  writeAtomic(paths.journal, JSON.stringify({ ...journal, ...testSwitches.journalMark() }));
export const clearJournal = (): void => rmSync(paths.journal, { force: true });

/** The build folder data/site/current points at, or null. */
export const currentBuildDir = (): string | null => currentIn(paths);
