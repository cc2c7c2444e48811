/**
 * Migration 0002, on `modules`. Never edited once shipped: a change is a new migration (decision 004).
 */
import type { SqlMigration } from '../migrate.js';
import { moduleCatalogue } from './module-catalogue.js';

const literal = (value: string | null) => (value === null ? 'null' : `'${value.replaceAll("'", "''")}'`);
const textArray = (values: string[]) => `array[${values.map(literal).join(', ')}]::text[]`;

/** The catalogue is product data, not demo data: every environment has these nine modules. */
export const modules: SqlMigration = {
  name: '0002_modules',
  statements: [
    `create table modules (
      id text primary key,
      name text not null,
      title text not null,
      description text not null,
      icon text not null,
      path text not null unique,
      color text not null,
      features text[] not null default '{}',
      is_active boolean not null default true,
      status text not null check (status in ('live', 'upcoming')),
      requires_auth boolean not null default true,
      is_fundable boolean not null default false,
      min_credits_required integer not null default 0 check (min_credits_required >= 0),
      expected_launch_date date,
      launch_quarter text,
      development_progress integer not null default 0 check (development_progress between 0 and 100),
      available_countries text[] not null default array['*'],
      sort_order integer not null
    )`,
    ...moduleCatalogue.map(
      (
        m,
        index,
      ) => `insert into modules (id, name, title, description, icon, path, color, features, is_active, status,
        requires_auth, is_fundable, min_credits_required, expected_launch_date, launch_quarter,
        development_progress, available_countries, sort_order)
      values (${literal(m.id)}, ${literal(m.name)}, ${literal(m.title)}, ${literal(m.description)}, ${literal(m.icon)},
        ${literal(m.path)}, ${literal(m.color)}, ${textArray(m.features)}, true, ${literal(m.status)}, true,
        ${m.isFundable}, ${m.minCreditsRequired}, ${literal(m.expectedLaunchDate)}, ${literal(m.launchQuarter)},
        ${m.developmentProgress}, ${textArray(m.availableCountries)}, ${index + 1})`,
    ),
  ],
};
