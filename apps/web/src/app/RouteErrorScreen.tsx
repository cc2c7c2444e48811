import { isRouteErrorResponse, useRouteError } from 'react-router';
import { BOOKINGS_PATH } from '@/features/events/paths';
import { isApiError, isUnreachable } from '@/lib/api-error';
import { buttonClasses } from '@/ui/Button';
import { ErrorScreen } from '@/ui/ErrorScreen';
import { t } from './messages';

/** What the fallback screen shows under its heading: the status when there is one, else the message. */
export function describeRouteError(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (isApiError(error))
    return typeof error.code === 'number' ? `${error.code} ${error.message}` : error.message;
  if (error instanceof Error) return error.message || error.name;
  if (typeof error === 'string' && error) return error;
  return t('app.routeError.unknown');
}

export function RouteErrorScreen() {
  const error = useRouteError();
  return (
    <ErrorScreen
      detail={describeRouteError(error)}
      hint={t('app.routeError.body')}
      actions={
        <>
          <button type="button" className={buttonClasses()} onClick={() => window.location.reload()}>
            {t('app.tryAgain')}
          </button>
          <a href="/" className={buttonClasses({ variant: 'secondary' })}>
            {t('app.goToDashboard')}
          </a>
          {/* Without a network My bookings still shows the tickets this device saved (docs/product.md "The ticket wallet"). */}
          {isUnreachable(error) && (
            <a href={BOOKINGS_PATH} className={buttonClasses({ variant: 'secondary' })}>
              {t('app.showSavedTickets')}
            </a>
          )}
        </>
      }
    />
  );
}
