import { z } from 'zod';
import { ZUserLocation } from './location.js';

export const ZModuleStatus = z.enum(['live', 'upcoming']);
export type TModuleStatus = z.infer<typeof ZModuleStatus>;

/** The module catalogue entry of docs/product.md §3. */
export const ZModule = z
  .object({
    id: z.string(),
    name: z.string(),
    title: z.string(),
    description: z.string(),
    /** The name and description for Hindi readers (decision 075); absent where not written yet. */
    titleHi: z.string().optional(),
    descriptionHi: z.string().optional(),
    icon: z.string(),
    path: z.string(),
    color: z.string(),
    features: z.array(z.string()),
    isActive: z.boolean(),
    status: ZModuleStatus,
    requiresAuth: z.boolean(),
    isFundable: z.boolean(),
    minCreditsRequired: z.number().int(),
    expectedLaunchDate: z.string().nullable(),
    launchQuarter: z.string().nullable(),
    developmentProgress: z.number().int().min(0).max(100),
    availableCountries: z.array(z.string()),
    isAvailableInUserCountry: z.boolean(),
    unavailabilityReason: z.string().nullable(),
  })
  .meta({ id: 'Module' });
export type TModule = z.infer<typeof ZModule>;

export const ZModuleStatusFilter = z.enum(['all', 'live', 'upcoming']);
export type TModuleStatusFilter = z.infer<typeof ZModuleStatusFilter>;
export const ZListModulesQuery = z.object({ status: ZModuleStatusFilter.default('all') });
export type TListModulesQuery = z.infer<typeof ZListModulesQuery>;

export const ZModulesSummary = z.object({
  totalModules: z.number().int(),
  liveModules: z.number().int(),
  upcomingModules: z.number().int(),
  availableInUserCountry: z.number().int(),
  restrictedInUserCountry: z.number().int(),
});
export type TModulesSummary = z.infer<typeof ZModulesSummary>;

export const ZListModulesResponse = z.object({
  modules: z.array(ZModule),
  summary: ZModulesSummary,
  country: z.string(),
  location: ZUserLocation,
});
export type TListModulesResponse = z.infer<typeof ZListModulesResponse>;

export const ZModuleIdParams = z.object({ id: z.string().min(1).max(64) });
export type TModuleIdParams = z.infer<typeof ZModuleIdParams>;
/** Whether the opening counted as a new visit (repeated opens within an hour are one). */
export const ZModuleOpenResponse = z.object({ recorded: z.boolean() });
export type TModuleOpenResponse = z.infer<typeof ZModuleOpenResponse>;
