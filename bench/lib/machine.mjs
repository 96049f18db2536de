import { cpus, release, totalmem, type } from 'node:os';

/** The machine a run measured: what the report prints beside the numbers. */
export function machineInfo() {
  const cores = cpus();
  return {
    cpus: cores.length,
    cpuModel: cores[0]?.model?.trim() ?? 'unknown',
    memGB: Math.round(totalmem() / 1024 ** 3),
    node: process.version,
    os: `${type()} ${release()}`,
  };
}
