/**
 * Preloaded into a script under test (`node --import <this> script`): each time the script opens
 * the file named by OPEN_MODE_PROBE_FILE, the file's permission bits right after the open (before
 * its first byte is written) are appended to OPEN_MODE_PROBE_OUT, one octal number a line. It
 * wraps Node's own fs.open, fs.openSync and fs/promises' open, which every writer here goes through.
 */
import fs from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';
import path from 'node:path';

const target = path.resolve(process.env.OPEN_MODE_PROBE_FILE ?? '');
const out = process.env.OPEN_MODE_PROBE_OUT ?? '';
const record = (file, fd) => {
  if (typeof file !== 'string' || path.resolve(file) !== target) return;
  fs.appendFileSync(out, `${(fs.fstatSync(fd).mode & 0o777).toString(8)}\n`);
};

const open = fs.open;
fs.open = function probedOpen(file, ...args) {
  const callback = args.pop();
  return open.call(fs, file, ...args, (error, fd) => {
    if (!error) record(file, fd);
    callback(error, fd);
  });
};
const openSync = fs.openSync;
fs.openSync = function probedOpenSync(file, ...args) {
  const fd = openSync.call(fs, file, ...args);
  record(file, fd);
  return fd;
};
const openPromise = fs.promises.open;
fs.promises.open = async function probedPromiseOpen(file, ...args) {
  const handle = await openPromise.call(fs.promises, file, ...args);
  record(file, handle.fd);
  return handle;
};
syncBuiltinESMExports();
