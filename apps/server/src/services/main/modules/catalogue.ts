/**
 * Reading the module catalogue and where each module is available (decision 011). Reads only. Changes when a
 * module gains a field.
 */
import type { TListModulesResponse, TModule, TModuleStatus } from '@engagex/contracts';
import type { Selectable } from 'kysely';
import type { Database } from '../../../platform/db/database.js';
import type { ModulesTable } from '../../../platform/db/schema.js';
import { notFound } from '../../../platform/errors.js';
import { countryNameOf } from '../location/ip-lookup.js';
import { getUserLocation } from '../location/location.js';

/** `*` means everywhere (docs/product.md §3); otherwise the module lists the countries it serves. */
export function availabilityIn(availableCountries: string[], country: string) {
  const available = availableCountries.includes('*') || availableCountries.includes(country);
  return {
    isAvailableInUserCountry: available,
    unavailabilityReason: available
      ? null
      : `Not available in ${countryNameOf(country)} yet. Available in ${availableCountries.join(', ')}.`,
  };
}

function toModule(row: ModuleRow, country: string): TModule {
  return {
    id: row.id,
    name: row.name,
    title: row.title,
    description: row.description,
    ...(row.title_hi ? { titleHi: row.title_hi } : {}),
    ...(row.description_hi ? { descriptionHi: row.description_hi } : {}),
    icon: row.icon,
    path: row.path,
    color: row.color,
    features: row.features,
    isActive: row.is_active,
    status: row.status,
    requiresAuth: row.requires_auth,
    isFundable: row.is_fundable,
    minCreditsRequired: row.min_credits_required,
    expectedLaunchDate: row.expected_launch_date,
    launchQuarter: row.launch_quarter,
    developmentProgress: row.development_progress,
    availableCountries: row.available_countries,
    ...availabilityIn(row.available_countries, country),
  };
}

async function countryOf(db: Database, userId: string) {
  const row = await db.selectFrom('users').select('country').where('id', '=', userId).executeTakeFirst();
  return row?.country.trim() ?? 'IN';
}

export type ModuleRow = Selectable<ModulesTable>;

/** The catalogue users browse, in its display order. */
export function activeModules(db: Database): Promise<ModuleRow[]> {
  return db.selectFrom('modules').selectAll().where('is_active', '=', true).orderBy('sort_order').execute();
}

/** `catalogue` is `activeModules`' answer, which callers may keep while the catalogue does not change. */
export async function listModules(
  db: Database,
  options: { userId: string; status: TModuleStatus | 'all'; catalogue: readonly ModuleRow[] },
): Promise<TListModulesResponse> {
  const location = await getUserLocation(db, options.userId);
  const country = location.country;
  const all = options.catalogue.map((row) => toModule(row, country));
  const available = all.filter((module) => module.isAvailableInUserCountry).length;
  return {
    modules: options.status === 'all' ? all : all.filter((module) => module.status === options.status),
    summary: {
      totalModules: all.length,
      liveModules: all.filter((module) => module.status === 'live').length,
      upcomingModules: all.filter((module) => module.status === 'upcoming').length,
      availableInUserCountry: available,
      restrictedInUserCountry: all.length - available,
    },
    country,
    location,
  };
}

export async function getModule(
  db: Database,
  options: { userId: string; moduleId: string },
): Promise<TModule> {
  const row = await db
    .selectFrom('modules')
    .selectAll()
    .where('id', '=', options.moduleId)
    .executeTakeFirst();
  if (!row) throw notFound('Module');
  return toModule(row, await countryOf(db, options.userId));
}
