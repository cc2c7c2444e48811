/**
 * Migration 0027, every district of India (decision 044). Never edited once shipped: a change is a new migration
 * (decision 004).
 */
import type { SqlMigration } from '../migrate.js';
import { indiaDistricts as catalogue } from './india-districts.js';

const text = (value: string) => `'${value.replaceAll("'", "''")}'`;

/**
 * Every district of India (decision 044), from the GeoNames postal dataset by way of scripts/districts.mjs. An upsert:
 * the 20 districts of 0006 keep their ids, so every event and venue still points at its district; none is deleted.
 * The borders are replaced whole (nothing references them). One statement per table keeps it fast enough for
 * every test database. The dataset and its version are recorded in app_meta, so anyone can tell what the catalogue
 * came from.
 */
export const everyDistrict: SqlMigration = {
  name: '0027_every_district',
  statements: [
    `insert into districts (id, name, state, latitude, longitude) values ${catalogue.districts
      .map((d) => `(${text(d.id)}, ${text(d.name)}, ${text(d.state)}, ${d.lat}, ${d.lng})`)
      .join(', ')}
    on conflict (id) do update set name = excluded.name, state = excluded.state,
      latitude = excluded.latitude, longitude = excluded.longitude`,
    'delete from district_borders',
    `insert into district_borders (district_id, neighbour_id) values ${catalogue.borders
      .flatMap(([a, b]) => [`(${text(a)}, ${text(b)})`, `(${text(b)}, ${text(a)})`])
      .join(', ')}`,
    // The browse filter matches a state case-insensitively; the catalogue lists by state, then name.
    'create index if not exists districts_state_name_idx on districts (lower(state), name)',
    // With 660 districts one district and its neighbours hold a few events in a hundred: read them by district
    // instead of walking every event in date order (scripts/bench-districts.mjs showed 1,148 rows read for 10).
    'create index if not exists events_district_start_idx on events (district_id, starts_at)',
    'create index if not exists venues_district_idx on venues (district_id)',
    `insert into app_meta (key, value) values ('district_catalogue', ${text(JSON.stringify(catalogue.source))})
    on conflict (key) do update set value = excluded.value, updated_at = now()`,
  ],
};
