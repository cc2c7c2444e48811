/**
 * The gates of the message catalogues (decision 075): no English a person reads is written in the web app's code,
 * every catalogue is valid ICU, and every language has every message, with the same placeholders as English.
 * Changes when a language is added (LANGUAGES in apps/web/src/i18n/language.ts) or a file is converted.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { englishInFiles, WEB_SOURCE } from './english-in-code.mjs';

/**
 * Files still written in English, with how many findings each may have at most. The list only shrinks: a file
 * converted to its feature's catalogue leaves it, and a file not listed may hold no English at all.
 */
/** @type {Record<string, number>} */
const STILL_ENGLISH = {
  'features/auth/components/AccountSummary.tsx': 2,
  'features/auth/components/DemoSignInForm.tsx': 5,
  'features/auth/components/GoogleSignInButton.tsx': 2,
  'features/auth/components/SignInPage.tsx': 16,
  'features/auth/components/SignOutButton.tsx': 1,
  'features/auth/session.ts': 1,
  'features/auth/suspension.ts': 6,
  'features/dashboard/components/ActivityFeed.tsx': 3,
  'features/dashboard/components/DashboardHero.tsx': 7,
  'features/dashboard/components/DashboardPage.tsx': 1,
  'features/dashboard/components/DashboardStats.tsx': 12,
  'features/dashboard/components/RecentActivity.tsx': 2,
  'features/employee/admin/EncashmentActions.tsx': 6,
  'features/employee/admin/EncashmentDecisionForm.tsx': 9,
  'features/employee/admin/EncashmentQueuePage.tsx': 13,
  'features/employee/admin/FlaggedReferrals.tsx': 9,
  'features/employee/admin/PayoutDestination.tsx': 9,
  'features/employee/api/cancel-encashment.ts': 1,
  'features/employee/api/validate-encashment.ts': 1,
  'features/employee/components/EmployeeHeader.tsx': 2,
  'features/employee/components/EncashmentFacts.tsx': 5,
  'features/employee/components/EncashmentForm.tsx': 8,
  'features/employee/components/EncashmentPage.tsx': 5,
  'features/employee/components/EncashmentRequests.tsx': 12,
  'features/employee/components/GuidancePage.tsx': 14,
  'features/employee/components/PayoutFields.tsx': 5,
  'features/employee/components/ReferralSummaryCard.tsx': 9,
  'features/employee/components/ReferralsPage.tsx': 8,
  'features/employee/components/RoleRequired.tsx': 5,
  'features/employee/format.ts': 1,
  'features/employee/payout.ts': 1,
  'features/events/EventsLayout.tsx': 5,
  'features/events/components/BookingCard.tsx': 18,
  'features/events/components/BookingDialogs.tsx': 24,
  'features/events/components/BookingProgress.tsx': 10,
  'features/events/components/ChooseSeats.tsx': 11,
  'features/events/components/ConfirmedBooking.tsx': 3,
  'features/events/components/DeclineOfferDialog.tsx': 6,
  'features/events/components/EventCard.tsx': 3,
  'features/events/components/EventFiltersPanel.tsx': 23,
  'features/events/components/EventPage.tsx': 13,
  'features/events/components/EventsHeader.tsx': 4,
  'features/events/components/EventsPage.tsx': 17,
  'features/events/components/HeldBooking.tsx': 13,
  'features/events/components/HeldOrNew.tsx': 6,
  'features/events/components/HoldCountdown.tsx': 1,
  'features/events/components/LiveIndicator.tsx': 3,
  'features/events/components/MyBookingsPage.tsx': 10,
  'features/events/components/MyWaitlists.tsx': 5,
  'features/events/components/PayOptions.tsx': 12,
  'features/events/components/PaymentReturnPage.tsx': 16,
  'features/events/components/RefundChoice.tsx': 5,
  'features/events/components/SeatStepper.tsx': 6,
  'features/events/components/SeatsBadge.tsx': 2,
  'features/events/components/ShareButton.tsx': 1,
  'features/events/components/ShareDialog.tsx': 7,
  'features/events/components/SlotPicker.tsx': 3,
  'features/events/components/StatusBadges.tsx': 17,
  'features/events/components/TicketPage.tsx': 12,
  'features/events/components/TicketView.tsx': 6,
  'features/events/components/WaitlistPlace.tsx': 5,
  'features/events/components/feedback.tsx': 2,
  'features/events/money.ts': 3,
  'features/events/offline/OfflineTickets.tsx': 4,
  'features/events/offline/wallet-fixtures.ts': 1,
  'features/events/waitlist.ts': 1,
  'features/favorites/components/FavoriteToggle.tsx': 3,
  'features/favorites/components/FavoritesBar.tsx': 7,
  'features/favorites/components/FavoritesSettingsDialog.tsx': 12,
  'features/favorites/components/OnlyFavoritesNotice.tsx': 2,
  'features/favorites/components/SortableFavorites.tsx': 7,
  'features/favorites/messages.ts': 5,
  'features/jobs/admin/AdminsOnly.tsx': 2,
  'features/jobs/admin/NewOpeningPage.tsx': 5,
  'features/jobs/admin/OpeningForm.tsx': 23,
  'features/jobs/admin/ReviewActions.tsx': 7,
  'features/jobs/admin/ReviewQueuePage.tsx': 19,
  'features/jobs/application-form.ts': 4,
  'features/jobs/components/ApplicationForm.tsx': 17,
  'features/jobs/components/ApplicationPage.tsx': 14,
  'features/jobs/components/FeePayment.tsx': 15,
  'features/jobs/components/FeeRates.tsx': 6,
  'features/jobs/components/JobsHeader.tsx': 3,
  'features/jobs/components/MyApplicationsPage.tsx': 10,
  'features/jobs/components/OpeningCard.tsx': 3,
  'features/jobs/components/OpeningPage.tsx': 20,
  'features/jobs/components/OpeningsPage.tsx': 17,
  'features/jobs/components/PaymentReturnPage.tsx': 14,
  'features/jobs/components/StatusTimeline.tsx': 2,
  'features/jobs/form-errors.ts': 1,
  'features/jobs/format.ts': 16,
  'features/jobs/opening-form.ts': 3,
  'features/location/components/LocationChip.tsx': 2,
  'features/location/components/LocationDialog.tsx': 11,
  'features/location/components/TimeZoneChoice.tsx': 5,
  'features/location/format.ts': 4,
  'features/location/precise.ts': 7,
  'features/modules/catalogue.ts': 1,
  'features/modules/components/LaunchModuleCard.tsx': 2,
  'features/modules/components/LaunchModuleDialog.tsx': 11,
  'features/modules/components/ModuleCard.tsx': 3,
  'features/modules/components/ModuleCatalogue.tsx': 9,
  'features/modules/components/ModuleEngagement.tsx': 19,
  'features/modules/components/ModulePage.tsx': 17,
  'features/organiser/cancellation-text.ts': 3,
  'features/organiser/components/AddSlotForm.tsx': 11,
  'features/organiser/components/CameraScanner.tsx': 12,
  'features/organiser/components/CancelEventDialog.tsx': 10,
  'features/organiser/components/CheckInAnswer.tsx': 4,
  'features/organiser/components/CheckInPage.tsx': 2,
  'features/organiser/components/CloseWaitlistDialog.tsx': 5,
  'features/organiser/components/ContestantCard.tsx': 3,
  'features/organiser/components/DoorPanel.tsx': 15,
  'features/organiser/components/EditEventPage.tsx': 15,
  'features/organiser/components/EventBookings.tsx': 13,
  'features/organiser/components/EventDetailsForm.tsx': 15,
  'features/organiser/components/EventForm.tsx': 27,
  'features/organiser/components/EventStatsPanel.tsx': 5,
  'features/organiser/components/EventsAdminLayout.tsx': 5,
  'features/organiser/components/EventsOverviewPage.tsx': 15,
  'features/organiser/components/EventsTable.tsx': 13,
  'features/organiser/components/HowToScan.tsx': 5,
  'features/organiser/components/NewEventPage.tsx': 4,
  'features/organiser/components/OrganisersOnly.tsx': 3,
  'features/organiser/components/OutcomePanel.tsx': 13,
  'features/organiser/components/RecentScans.tsx': 9,
  'features/organiser/components/ReviewActions.tsx': 17,
  'features/organiser/components/ReviewQueuePage.tsx': 14,
  'features/organiser/components/SlotTimesForm.tsx': 5,
  'features/organiser/components/SlotsEditor.tsx': 11,
  'features/organiser/components/TicketCodeForm.tsx': 4,
  'features/organiser/components/VenueAvailability.tsx': 13,
  'features/organiser/components/VenueDialog.tsx': 22,
  'features/organiser/components/VenuesPage.tsx': 13,
  'features/organiser/components/WaitlistsPanel.tsx': 14,
  'features/organiser/components/WrongShowAlert.tsx': 9,
  'features/organiser/components/badges.tsx': 2,
  'features/organiser/components/booking-money.ts': 5,
  'features/organiser/components/entry-fee.ts': 5,
  'features/organiser/components/event-draft.ts': 13,
  'features/organiser/components/event-fields.tsx': 18,
  'features/organiser/components/place-options.tsx': 1,
  'features/organiser/components/test-fixtures.ts': 7,
  'features/organiser/pages.tsx': 1,
  'features/organiser/ticket-code.ts': 1,
  'variants/mobile/ModulesSheet.tsx': 1,
};

const OTHER_LANGUAGES = [
  ...readFileSync(path.join(WEB_SOURCE, 'i18n/language.ts'), 'utf8').matchAll(
    /^\s+\{ locale: '[^']+', file: '([a-z]+)'/gm,
  ),
]
  .map((match) => match[1])
  .filter((file) => file !== 'en');

const catalogueFolders = readdirSync(WEB_SOURCE, { recursive: true, withFileTypes: true })
  .filter(
    (entry) => entry.isFile() && entry.name === 'en.json' && path.basename(entry.parentPath) === 'messages',
  )
  .map((entry) => entry.parentPath);

const compileOrSay = (/** @type {string} */ message, /** @type {(error: string) => void} */ say) => {
  try {
    compileMessageOrThrow(message);
  } catch (error) {
    say(error instanceof Error ? error.message : String(error));
  }
};
const read = (/** @type {string} */ file) => JSON.parse(readFileSync(file, 'utf8'));
/** The names a message interpolates (from its compiled form), and its rich-text marks: a translation keeps these. */
/** @param {string} message */
function placeholdersOf(message) {
  const names = new Set([...message.matchAll(/<\/?(\w+)>/g)].map((match) => `<${match[1]}>`));
  const walk = (/** @type {unknown[]} */ tokens) => {
    for (const token of tokens) {
      if (!Array.isArray(token)) continue;
      const [name, , choices] = token;
      names.add(name);
      if (choices && typeof choices === 'object')
        for (const branch of Object.values(choices)) if (Array.isArray(branch)) walk(branch);
    }
  };
  try {
    walk(compileMessageOrThrow(message));
  } catch {
    // Reported as invalid ICU.
  }
  return [...names].sort();
}

describe('message catalogues', () => {
  it('finds the English in code it is built to find', () => {
    expect(OTHER_LANGUAGES).toContain('hi');
    expect(catalogueFolders.length).toBeGreaterThan(0);
  });

  it('keeps English a person reads out of the code, except in the files still listed', () => {
    const found = englishInFiles();
    const problems = [];
    for (const [file, findings] of found) {
      const allowed = STILL_ENGLISH[file] ?? 0;
      if (findings.length > allowed)
        problems.push(
          `${file}: ${findings.length} (at most ${allowed}): ${findings.map((/** @type {{ line: number, text: string }} */ f) => `${f.line} "${f.text}"`).join('; ')}`,
        );
    }
    for (const [file, allowed] of Object.entries(STILL_ENGLISH)) {
      const count = found.get(file)?.length ?? 0;
      if (count < allowed)
        problems.push(`${file}: now ${count}; lower its count in STILL_ENGLISH (remove it at 0)`);
    }
    expect(problems).toEqual([]);
  });

  for (const folder of catalogueFolders) {
    const where = path.relative(WEB_SOURCE, folder);
    it(`${where}: every message is valid ICU and every language has it, with the same placeholders`, () => {
      const english = read(path.join(folder, 'en.json'));
      const problems = [];
      for (const [id, message] of Object.entries(english))
        compileOrSay(message, (error) => problems.push(`en ${id}: ${error}`));
      for (const language of OTHER_LANGUAGES) {
        let translated;
        try {
          translated = read(path.join(folder, `${language}.json`));
        } catch {
          problems.push(`${language}.json is missing`);
          continue;
        }
        for (const [id, message] of Object.entries(english)) {
          const translation = translated[id];
          if (typeof translation !== 'string' || !translation.trim()) {
            problems.push(`${language} ${id}: missing`);
            continue;
          }
          compileOrSay(translation, (error) => problems.push(`${language} ${id}: ${error}`));
          if (placeholdersOf(translation).join() !== placeholdersOf(message).join())
            problems.push(
              `${language} ${id}: placeholders ${placeholdersOf(translation)} ≠ ${placeholdersOf(message)}`,
            );
          if (
            language === 'hi' &&
            /[A-Za-z]{3}/.test(message.replace(/\{[^{}]*\}|<\/?\w+>|EngageX/g, '')) &&
            !/[\u0900-\u097F]/.test(translation)
          )
            problems.push(`hi ${id}: not written in Devanagari`);
        }
        for (const id of Object.keys(translated))
          if (!(id in english)) problems.push(`${language} ${id}: not in English`);
      }
      expect(problems).toEqual([]);
    });
  }
});
