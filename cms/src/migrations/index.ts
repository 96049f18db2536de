import * as migration_20261122_011039_initial from './20261122_011039_initial';

export const migrations = [
  {
    up: migration_20261122_011039_initial.up,
    down: migration_20261122_011039_initial.down,
    name: '20261122_011039_initial'
  },
];
