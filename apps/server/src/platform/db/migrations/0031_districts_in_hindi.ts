/**
 * Migration 0031, every district of India's maintained list and the Hindi name of every state and district
 * (decision 074), on `districts`, `district_borders`, `states` and `app_meta`. Never edited once shipped: a change is
 * a new migration (decision 004).
 */
import type { SqlMigration } from '../migrate.js';
import { officialDistricts as official } from './official-districts.js';

const text = (value: string) => `'${value.replaceAll("'", "''")}'`;

/**
 * Each statement can run again on a database that has it (a re-applied migration, or a catalogue one of its rows
 * already reached): columns and tables only if missing, districts inserted only where the id is new (a district
 * already there keeps its name, centre and events), names and states set to the same values. The 660 districts of
 * 0027 keep their ids; the list's 123 others get new ones. `name_hi` becomes required once every row has one, so a
 * district added later without a Hindi name is refused.
 */
export const districtsInHindi: SqlMigration = {
  name: '0031_districts_in_hindi',
  statements: [
    'alter table districts add column if not exists name_hi text',
    `create table if not exists states (
      name text primary key,
      name_hi text not null
    )`,
    `insert into states (name, name_hi) values ${official.states
      .map((s) => `(${text(s.name)}, ${text(s.nameHi)})`)
      .join(', ')}
    on conflict (name) do update set name_hi = excluded.name_hi`,
    // With its Hindi name: applied again, once `name_hi` is required, a proposed row without one is refused even
    // where the id is there already.
    `insert into districts (id, name, name_hi, state, latitude, longitude) values ${official.added
      .map(
        (d) =>
          `(${text(d.id)}, ${text(d.name)}, ${text(official.namesHi[d.id] ?? '')}, ${text(d.state)}, ${d.lat}, ${d.lng})`,
      )
      .join(', ')}
    on conflict (id) do nothing`,
    // Leh and Kargil are Ladakh's (a union territory since 2019); GeoNames still files them under Jammu & Kashmir.
    `update districts d set state = v.state from (values ${Object.entries(official.moved)
      .map(([id, state]) => `(${text(id)}, ${text(state)})`)
      .join(', ')}) as v (id, state) where d.id = v.id and d.state <> v.state`,
    `update districts d set name_hi = v.name_hi from (values ${Object.entries(official.namesHi)
      .map(([id, nameHi]) => `(${text(id)}, ${text(nameHi)})`)
      .join(', ')}) as v (id, name_hi) where d.id = v.id`,
    'alter table districts alter column name_hi set not null',
    `insert into district_borders (district_id, neighbour_id) values ${official.borders
      .flatMap(([a, b]) => [`(${text(a)}, ${text(b)})`, `(${text(b)}, ${text(a)})`])
      .join(', ')}
    on conflict do nothing`,
    `insert into app_meta (key, value) values ('district_list', ${text(JSON.stringify(official.source))})
    on conflict (key) do update set value = excluded.value, updated_at = now()`,
  ],
};
