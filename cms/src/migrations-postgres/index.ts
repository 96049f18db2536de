import * as migration_20261129_104700_initial from './20261129_104700_initial';
import * as migration_20261130_210536_site_index_covering from './20261130_210536_site_index_covering';

export const migrations = [
  {
    up: migration_20261129_104700_initial.up,
    down: migration_20261129_104700_initial.down,
    name: '20261129_104700_initial',
  },
  {
    up: migration_20261130_210536_site_index_covering.up,
    down: migration_20261130_210536_site_index_covering.down,
    name: '20261130_210536_site_index_covering'
  },
];
