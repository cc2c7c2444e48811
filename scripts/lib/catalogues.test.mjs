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
const STILL_ENGLISH = {
  'app/NotFoundPage.tsx': 1,
  'app/RouteErrorScreen.tsx': 3,
  'app/session-sync.ts': 2,
  'app/shell.tsx': 1,
  'features/auth/components/DemoSignInForm.tsx': 3,
  'features/auth/components/SignInPage.tsx': 6,
  'features/auth/components/SignOutButton.tsx': 1,
  'features/auth/session.ts': 1,
  'features/auth/suspension.ts': 6,
  'features/dashboard/components/ActivityFeed.tsx': 1,
  'features/dashboard/components/DashboardHero.tsx': 7,
  'features/dashboard/components/DashboardPage.tsx': 1,
  'features/dashboard/components/DashboardStats.tsx': 8,
  'features/employee/admin/EncashmentActions.tsx': 6,
  'features/employee/admin/EncashmentDecisionForm.tsx': 9,
  'features/employee/admin/EncashmentQueuePage.tsx': 11,
  'features/employee/admin/FlaggedReferrals.tsx': 4,
  'features/employee/admin/PayoutDestination.tsx': 8,
  'features/employee/api/cancel-encashment.ts': 1,
  'features/employee/api/validate-encashment.ts': 1,
  'features/employee/components/EmployeeHeader.tsx': 2,
  'features/employee/components/EncashmentForm.tsx': 4,
  'features/employee/components/EncashmentPage.tsx': 4,
  'features/employee/components/EncashmentRequests.tsx': 9,
  'features/employee/components/GuidancePage.tsx': 4,
  'features/employee/components/PayoutFields.tsx': 4,
  'features/employee/components/ReferralSummaryCard.tsx': 6,
  'features/employee/components/ReferralsPage.tsx': 5,
  'features/employee/components/RoleRequired.tsx': 5,
  'features/employee/format.ts': 1,
  'features/employee/payout.ts': 1,
  'features/events/EventsLayout.tsx': 3,
  'features/events/components/BookingCard.tsx': 12,
  'features/events/components/BookingDialogs.tsx': 21,
  'features/events/components/BookingProgress.tsx': 9,
  'features/events/components/ChooseSeats.tsx': 7,
  'features/events/components/CompetitionCard.tsx': 4,
  'features/events/components/DeclineOfferDialog.tsx': 5,
  'features/events/components/EventCard.tsx': 1,
  'features/events/components/EventFiltersPanel.tsx': 22,
  'features/events/components/EventPage.tsx': 8,
  'features/events/components/EventsHeader.tsx': 3,
  'features/events/components/EventsPage.tsx': 13,
  'features/events/components/HeldBooking.tsx': 13,
  'features/events/components/HeldOrNew.tsx': 4,
  'features/events/components/LiveIndicator.tsx': 3,
  'features/events/components/MyBookingsPage.tsx': 8,
  'features/events/components/MyRegistrationsPage.tsx': 8,
  'features/events/components/MyWaitlists.tsx': 4,
  'features/events/components/PayOptions.tsx': 10,
  'features/events/components/PaymentReturnPage.tsx': 12,
  'features/events/components/RefundChoice.tsx': 4,
  'features/events/components/RegistrationCard.tsx': 7,
  'features/events/components/RegistrationDialogs.tsx': 20,
  'features/events/components/RegistrationStats.tsx': 2,
  'features/events/components/RegistrationTimeline.tsx': 1,
  'features/events/components/RoundsTimeline.tsx': 5,
  'features/events/components/SeatStepper.tsx': 4,
  'features/events/components/SeatsBadge.tsx': 2,
  'features/events/components/ShareButton.tsx': 1,
  'features/events/components/ShareDialog.tsx': 5,
  'features/events/components/SlotPicker.tsx': 2,
  'features/events/components/StatusBadges.tsx': 17,
  'features/events/components/TicketPage.tsx': 10,
  'features/events/components/TicketView.tsx': 4,
  'features/events/components/WaitlistPlace.tsx': 4,
  'features/events/components/feedback.tsx': 2,
  'features/events/money.ts': 3,
  'features/events/offline/OfflineTickets.tsx': 2,
  'features/events/offline/wallet-fixtures.ts': 1,
  'features/events/registration/AddMembersForm.tsx': 11,
  'features/events/registration/AfterRegistration.tsx': 4,
  'features/events/registration/RegisterPage.tsx': 10,
  'features/events/registration/RegistrationWizard.tsx': 6,
  'features/events/registration/StepIndicator.tsx': 3,
  'features/events/registration/form.ts': 2,
  'features/events/registration/steps/MembersStep.tsx': 8,
  'features/events/registration/steps/PerformanceStep.tsx': 14,
  'features/events/registration/steps/PersonalStep.tsx': 9,
  'features/events/registration/steps/ReviewStep.tsx': 3,
  'features/events/waitlist.ts': 1,
  'features/favorites/components/FavoriteToggle.tsx': 3,
  'features/favorites/components/FavoritesBar.tsx': 3,
  'features/favorites/components/FavoritesSettingsDialog.tsx': 8,
  'features/favorites/components/OnlyFavoritesNotice.tsx': 1,
  'features/favorites/components/SortableFavorites.tsx': 6,
  'features/favorites/messages.ts': 5,
  'features/jobs/admin/AdminsOnly.tsx': 2,
  'features/jobs/admin/NewOpeningPage.tsx': 5,
  'features/jobs/admin/OpeningForm.tsx': 20,
  'features/jobs/admin/ReviewActions.tsx': 4,
  'features/jobs/admin/ReviewQueuePage.tsx': 14,
  'features/jobs/application-form.ts': 4,
  'features/jobs/components/ApplicationForm.tsx': 12,
  'features/jobs/components/ApplicationPage.tsx': 4,
  'features/jobs/components/FeePayment.tsx': 10,
  'features/jobs/components/FeeRates.tsx': 3,
  'features/jobs/components/JobsHeader.tsx': 3,
  'features/jobs/components/MyApplicationsPage.tsx': 9,
  'features/jobs/components/OpeningCard.tsx': 3,
  'features/jobs/components/OpeningPage.tsx': 10,
  'features/jobs/components/OpeningsPage.tsx': 13,
  'features/jobs/components/PaymentReturnPage.tsx': 13,
  'features/jobs/components/StatusTimeline.tsx': 2,
  'features/jobs/form-errors.ts': 1,
  'features/jobs/format.ts': 16,
  'features/jobs/opening-form.ts': 3,
  'features/location/components/LocationChip.tsx': 2,
  'features/location/components/LocationDialog.tsx': 7,
  'features/location/components/TimeZoneChoice.tsx': 3,
  'features/location/format.ts': 4,
  'features/location/precise.ts': 7,
  'features/modules/catalogue.ts': 1,
  'features/modules/components/LaunchModuleDialog.tsx': 10,
  'features/modules/components/ModuleCard.tsx': 2,
  'features/modules/components/ModuleCatalogue.tsx': 4,
  'features/modules/components/ModuleEngagement.tsx': 13,
  'features/modules/components/ModulePage.tsx': 11,
  'features/organiser/cancellation-text.ts': 3,
  'features/organiser/components/AddSlotForm.tsx': 10,
  'features/organiser/components/CameraScanner.tsx': 11,
  'features/organiser/components/CancelEventDialog.tsx': 7,
  'features/organiser/components/CheckInPage.tsx': 2,
  'features/organiser/components/CloseWaitlistDialog.tsx': 4,
  'features/organiser/components/ContestantCard.tsx': 3,
  'features/organiser/components/DoorPanel.tsx': 9,
  'features/organiser/components/EditEventPage.tsx': 13,
  'features/organiser/components/EventBookings.tsx': 8,
  'features/organiser/components/EventDetailsForm.tsx': 12,
  'features/organiser/components/EventForm.tsx': 25,
  'features/organiser/components/EventStatsPanel.tsx': 4,
  'features/organiser/components/EventsAdminLayout.tsx': 3,
  'features/organiser/components/EventsOverviewPage.tsx': 13,
  'features/organiser/components/EventsTable.tsx': 1,
  'features/organiser/components/HowToScan.tsx': 4,
  'features/organiser/components/NewEventPage.tsx': 4,
  'features/organiser/components/OrganisersOnly.tsx': 3,
  'features/organiser/components/RecentScans.tsx': 6,
  'features/organiser/components/ReviewActions.tsx': 16,
  'features/organiser/components/ReviewQueuePage.tsx': 13,
  'features/organiser/components/SlotTimesForm.tsx': 4,
  'features/organiser/components/SlotsEditor.tsx': 9,
  'features/organiser/components/TicketCodeForm.tsx': 2,
  'features/organiser/components/VenueAvailability.tsx': 11,
  'features/organiser/components/VenueDialog.tsx': 22,
  'features/organiser/components/VenuesPage.tsx': 10,
  'features/organiser/components/WaitlistsPanel.tsx': 11,
  'features/organiser/components/WrongShowAlert.tsx': 6,
  'features/organiser/components/badges.tsx': 2,
  'features/organiser/components/booking-money.ts': 5,
  'features/organiser/components/entry-fee.ts': 5,
  'features/organiser/components/event-draft.ts': 13,
  'features/organiser/components/event-fields.tsx': 18,
  'features/organiser/components/place-options.tsx': 1,
  'features/organiser/components/test-fixtures.ts': 7,
  'features/organiser/pages.tsx': 1,
  'features/organiser/ticket-code.ts': 1,
  'lib/api-error.ts': 3,
  'lib/envelope.ts': 1,
  'lib/form.ts': 7,
  'lib/http.ts': 3,
  'lib/location-record.ts': 2,
  'lib/realm.ts': 1,
  'lib/time-zone-choices.ts': 7,
  'ui/AdminGate.tsx': 1,
  'ui/Calendar.tsx': 4,
  'ui/DateField.tsx': 2,
  'ui/DateTimeField.tsx': 2,
  'ui/DistrictPicker.tsx': 5,
  'ui/ExportButton.tsx': 4,
  'ui/Logo.tsx': 1,
  'ui/Modal.tsx': 1,
  'ui/Pagination.tsx': 2,
  'ui/ReasonDialog.tsx': 1,
  'ui/SkipLink.tsx': 1,
  'ui/ThemeToggle.tsx': 3,
  'ui/TimeZoneSelect.tsx': 4,
  'ui/payment-return.tsx': 4,
  'ui/states.tsx': 1,
  'ui/toast/Toaster.tsx': 2,
  'ui/wall-clock.ts': 4,
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

const compileOrSay = (message, say) => {
  try {
    compileMessageOrThrow(message);
  } catch (error) {
    say(error instanceof Error ? error.message : String(error));
  }
};
const read = (file) => JSON.parse(readFileSync(file, 'utf8'));
/** The names a message interpolates (from its compiled form), and its rich-text marks: a translation keeps these. */
function placeholdersOf(message) {
  const names = new Set([...message.matchAll(/<\/?(\w+)>/g)].map((match) => `<${match[1]}>`));
  const walk = (tokens) => {
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
          `${file}: ${findings.length} (at most ${allowed}): ${findings.map((f) => `${f.line} "${f.text}"`).join('; ')}`,
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
