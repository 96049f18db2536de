import * as migration_20261129_104700_initial from './20261129_104700_initial';

export const migrations = [
  {
    up: migration_20261129_104700_initial.up,
    down: migration_20261129_104700_initial.down,
    name: '20261129_104700_initial',
  },
];
