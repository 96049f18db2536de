import * as migration_20261122_011039_initial from './20261122_011039_initial';
import * as migration_20261122_031018_reading_time from './20261122_031018_reading_time';
import * as migration_20261124_120000_category_name_key from './20261124_120000_category_name_key';
import * as migration_20261125_005641_redirects from './20261125_005641_redirects';
import * as migration_20261125_065831_site_build_times from './20261125_065831_site_build_times';
import * as migration_20261128_080707_autoincrement from './20261128_080707_autoincrement';
import * as migration_20261128_110000_scaling_out from './20261128_110000_scaling_out';
import * as migration_20261128_112345_confirmed_signups from './20261128_112345_confirmed_signups';
import * as migration_20261128_112405_revisions from './20261128_112405_revisions';
import * as migration_20261128_120500_cover_alt from './20261128_120500_cover_alt';
import * as migration_20261128_122355_revision_cover_alt from './20261128_122355_revision_cover_alt';
import * as migration_20261128_150358_import_jobs from './20261128_150358_import_jobs';
import * as migration_20261130_210521_site_index_covering from './20261130_210521_site_index_covering';

export const migrations = [
  {
    up: migration_20261122_011039_initial.up,
    down: migration_20261122_011039_initial.down,
    name: '20261122_011039_initial',
  },
  {
    up: migration_20261122_031018_reading_time.up,
    down: migration_20261122_031018_reading_time.down,
    name: '20261122_031018_reading_time',
  },
  {
    up: migration_20261124_120000_category_name_key.up,
    down: migration_20261124_120000_category_name_key.down,
    name: '20261124_120000_category_name_key',
  },
  {
    up: migration_20261125_005641_redirects.up,
    down: migration_20261125_005641_redirects.down,
    name: '20261125_005641_redirects',
  },
  {
    up: migration_20261125_065831_site_build_times.up,
    down: migration_20261125_065831_site_build_times.down,
    name: '20261125_065831_site_build_times',
  },
  {
    up: migration_20261128_080707_autoincrement.up,
    down: migration_20261128_080707_autoincrement.down,
    name: '20261128_080707_autoincrement',
  },
  {
    up: migration_20261128_110000_scaling_out.up,
    down: migration_20261128_110000_scaling_out.down,
    name: '20261128_110000_scaling_out',
  },
  {
    up: migration_20261128_112345_confirmed_signups.up,
    down: migration_20261128_112345_confirmed_signups.down,
    name: '20261128_112345_confirmed_signups',
  },
  {
    up: migration_20261128_112405_revisions.up,
    down: migration_20261128_112405_revisions.down,
    name: '20261128_112405_revisions',
  },
  {
    up: migration_20261128_120500_cover_alt.up,
    down: migration_20261128_120500_cover_alt.down,
    name: '20261128_120500_cover_alt',
  },
  {
    up: migration_20261128_122355_revision_cover_alt.up,
    down: migration_20261128_122355_revision_cover_alt.down,
    name: '20261128_122355_revision_cover_alt',
  },
  {
    up: migration_20261128_150358_import_jobs.up,
    down: migration_20261128_150358_import_jobs.down,
    name: '20261128_150358_import_jobs',
  },
  {
    up: migration_20261130_210521_site_index_covering.up,
    down: migration_20261130_210521_site_index_covering.down,
    name: '20261130_210521_site_index_covering'
  },
];
