import * as migration_20261122_010058_initial from './20261122_010058_initial';

export const migrations = [
  {
    up: migration_20261122_010058_initial.up,
    down: migration_20261122_010058_initial.down,
    name: '20261122_010058_initial'
  },
];
