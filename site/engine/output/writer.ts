/**
 * Writes files into a site folder the server may be serving from. Each file is written under
 * a scratch name on the same disk and renamed into place, so a reader gets the old file or the
 * new one, never part of one. A page's .br/.gz go in (or out) before the page itself: the
 * server prefers them, and must never send a compressed copy older than the page. Files whose
 * bytes did not change are left alone; what was added, changed and removed is recorded.
 *
 * Pages' compression can be deferred (`deferPages`): a page's old copies are removed, the page
 * goes live uncompressed, and compressDeferred() adds the copies once every page is written, so
 * the cores render first and compress after.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import { access, mkdir, readFile, rename, rm, rmdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { compress, shouldCompress } from './compress';
import { inlineScriptHashes } from '../../src/lib/securityHeaders.mjs';

export interface Changes {
  added: string[];
  changed: string[];
  removed: string[];
}

/** How a writer writes, fixed for its life. */
export interface WriterOptions {
  /** The folder has files already (the live site): equal bytes are skipped, old copies removed. False: a fresh folder. */
  existing: boolean;
  /** Pages (`.html`) go in without their copies; compressDeferred() adds them once every page is written. */
  deferPages?: boolean;
  /** Files are written and renamed on this thread (see `syncFiles`). */
  syncFiles?: boolean;
  /** Also compress a page whose bytes are there but whose copies are not (the repair after an interrupted update). */
  repairCopies?: boolean;
  /** Each write waits this long first (a test switch: test-slow-writes). */
  delayMs?: number;
}

export class SiteWriter {
  readonly changes: Changes = { added: [], changed: [], removed: [] };
  /** Hashes of the inline scripts of the pages written (the CSP of `_headers` must allow them). */
  readonly scriptHashes = new Set<string>();
  /** Folders known to exist (remove() forgets the ones it may delete). */
  private readonly folders = new Set<string>();
  /**
   * Pages written without their compressed copies yet (`deferPages`). Their paths only: the
   * bytes are read back when compressed (a full build at 100,000 posts held ~4 GB of pages here).
   */
  private readonly deferred = new Set<string>();
  private readonly compareExisting: boolean;
  private readonly deferPages: boolean;
  /**
   * Write and rename on this thread (an update's thousands of small files: a call takes tens of
   * microseconds, a round trip through libuv's pool costs more than that when the cores are busy).
   */
  readonly syncFiles: boolean;
  private readonly repairCopies: boolean;
  private readonly delayMs: number;

  constructor(
    readonly dir: string,
    private readonly tmpDir: string,
    options: WriterOptions,
  ) {
    this.compareExisting = options.existing;
    this.deferPages = !!options.deferPages;
    this.syncFiles = !!options.syncFiles;
    this.repairCopies = !!options.repairCopies;
    this.delayMs = options.delayMs ?? 0;
  }

  private async place(relative: string, data: Buffer): Promise<void> {
    const target = path.join(this.dir, relative);
    const scratch = path.join(this.tmpDir, `${randomBytes(8).toString('hex')}-${path.basename(relative)}`);
    const folder = path.dirname(target);
    if (this.syncFiles && !this.delayMs) {
      writeFileSync(scratch, data);
      if (!this.folders.has(folder)) mkdirSync(folder, { recursive: true });
      this.folders.add(folder);
      try {
        renameSync(scratch, target);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
        mkdirSync(folder, { recursive: true });
        renameSync(scratch, target);
      }
      return;
    }
    await writeFile(scratch, data);
    if (this.delayMs) await new Promise((resolve) => setTimeout(resolve, this.delayMs));
    // A page and its .br/.gz share a folder: made once (an update's thousands of pages already have theirs).
    if (!this.folders.has(folder)) {
      await mkdir(folder, { recursive: true });
      this.folders.add(folder);
    }
    await rename(scratch, target).catch(async (error: NodeJS.ErrnoException) => {
      // A remove() beside this write emptied and deleted the folder: make it again.
      if (error.code !== 'ENOENT') throw error;
      await mkdir(folder, { recursive: true });
      await rename(scratch, target);
    });
  }

  /**
   * Writes `relative` (and its compressed copies); resolves false when its bytes were already there.
   * `current`: the file's bytes as the caller just read them (null: none), so they are not read again.
   */
  async write(relative: string, data: Buffer, current?: Buffer | null): Promise<boolean> {
    if (relative.endsWith('.html')) for (const hash of inlineScriptHashes(data.toString('utf8'))) this.scriptHashes.add(hash);
    const old = !this.compareExisting ? null : current !== undefined ? current : await this.read(relative);
    const compressible = shouldCompress(relative, data.byteLength);
    if (old && old.equals(data)) {
      if (compressible && this.repairCopies && !(await this.hasCopies(relative))) {
        if (this.deferPages && relative.endsWith('.html')) this.deferred.add(relative);
        else await this.placeCopies(relative, data);
      }
      return false;
    }
    if (compressible && this.deferPages && relative.endsWith('.html')) {
      // A fresh folder (a full build) has no copies to remove.
      if (this.compareExisting) await this.removeCopies(relative);
      this.deferred.add(relative);
    } else if (compressible) {
      await this.placeCopies(relative, data);
    } else if (old) {
      await this.removeCopies(relative);
    }
    await this.place(relative, data);
    (old ? this.changes.changed : this.changes.added).push(relative);
    return true;
  }

  /** The file's bytes in the folder now, or null. */
  async read(relative: string): Promise<Buffer | null> {
    if (!this.syncFiles) return readFile(path.join(this.dir, relative)).catch(() => null);
    try {
      return readFileSync(path.join(this.dir, relative));
    } catch {
      return null;
    }
  }

  private async placeCopies(relative: string, data: Buffer): Promise<void> {
    const { br, gz } = await compress(data);
    await Promise.all([this.place(`${relative}.br`, br), this.place(`${relative}.gz`, gz)]);
  }

  private async removeCopies(relative: string): Promise<void> {
    const target = path.join(this.dir, relative);
    if (this.syncFiles) {
      // unlink alone: rmSync looks the file up first (an update removes thousands of copies).
      for (const copy of [`${target}.br`, `${target}.gz`])
        try {
          unlinkSync(copy);
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
        }
      return;
    }
    await Promise.all([rm(`${target}.br`, { force: true }), rm(`${target}.gz`, { force: true })]);
  }

  private hasCopies(relative: string): Promise<boolean> {
    const target = path.join(this.dir, relative);
    return Promise.all([access(`${target}.br`), access(`${target}.gz`)]).then(
      () => true,
      () => false,
    );
  }

  /**
   * Adds the compressed copies of the pages written with `deferPages`. Call it once nothing
   * writes those pages any more (a copy must never be older than its page).
   */
  async compressDeferred(): Promise<number> {
    const pages = [...this.deferred];
    this.deferred.clear();
    await pool(pages, 8, async (relative) => this.placeCopies(relative, await readFile(path.join(this.dir, relative))));
    return pages.length;
  }

  /** Removes `relative` (compressed copies first); empty folders it leaves go too. */
  async remove(relative: string): Promise<void> {
    const target = path.join(this.dir, relative);
    this.deferred.delete(relative);
    await this.removeCopies(relative);
    const existed = await rm(target).then(
      () => true,
      () => false,
    );
    if (existed) this.changes.removed.push(relative);
    let folder = path.dirname(target);
    this.folders.clear();
    while (folder.startsWith(this.dir) && folder !== this.dir) {
      try {
        await rmdir(folder);
      } catch {
        break;
      }
      folder = path.dirname(folder);
    }
  }
}

/** Runs `task` over `items` with at most `limit` in flight. */
export async function pool<T>(items: T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) await task(items[next++]!);
    }),
  );
}
