import type { TRealm } from '@engagex/contracts';
import { type Endpoint, type FileType, fillPath } from '@engagex/contracts/api/define';
import type { CallInput } from './api';
import { requestFile } from './http';
import { realmService } from './realm';
import type { QueryValue } from './service-url';

/**
 * Saves the file a file endpoint answers (decision 040, "File answers": a CSV export, a calendar file, an invoice's
 * PDF, whose bytes are kept as they came) the way
 * `call` reaches the endpoint: same URL, bearer token, cookies for a cookie-session service, one renewal of an
 * expired token. A refusal answers the error envelope, thrown as the usual ApiError; a success is saved under the
 * name the server gives it. Resolves with that name.
 */

/** An export builds its file while it sends it, so the wait is the whole download's, not one request's. */
export const DOWNLOAD_TIMEOUT_MS = 300_000;
/** How long the saved file's object URL lives: some browsers read it after click() returns. */
const REVOKE_AFTER_MS = 40_000;

export type DownloadInput<E extends Endpoint> = Pick<CallInput<E>, 'params' | 'query' | 'realm'> & {
  signal?: AbortSignal;
  timeoutMs?: number;
};

type Args<E extends Endpoint> =
  Partial<DownloadInput<E>> extends DownloadInput<E> ? [input?: DownloadInput<E>] : [input: DownloadInput<E>];

export async function download<E extends Endpoint>(endpoint: E, ...[input]: Args<E>): Promise<string> {
  const { file } = endpoint;
  if (!file) throw new Error(`${endpoint.group}.${endpoint.name} answers the envelope: use call()`);
  const {
    params,
    query,
    realm,
    signal,
    timeoutMs = DOWNLOAD_TIMEOUT_MS,
  } = (input ?? {}) as {
    params?: Record<string, unknown>;
    query?: Record<string, QueryValue>;
    realm?: TRealm;
    signal?: AbortSignal;
    timeoutMs?: number;
  };
  if (endpoint.service === 'realm' && !realm) {
    throw new Error(`${endpoint.group}.${endpoint.name} is answered by both events services: name the realm`);
  }
  const service = endpoint.service === 'realm' ? realmService(realm as TRealm) : endpoint.service;
  const { blob, disposition } = await requestFile(service, fillPath(endpoint.path, params), {
    accept: file,
    query,
    ...(signal && { signal }),
    timeoutMs,
  });
  const name = filenameOf(disposition) ?? `${endpoint.name}${extension(file)}`;
  save(blob, name);
  return name;
}

const EXTENSIONS: Record<FileType, string> = {
  'text/csv': '.csv',
  'text/calendar': '.ics',
  'application/pdf': '.pdf',
};
const extension = (file: FileType) => EXTENSIONS[file];

/** The name of `attachment; filename="…"; filename*=UTF-8''…`: the exact (RFC 5987) form first. */
export function filenameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const exact = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (exact) {
    try {
      return decodeURIComponent(exact.trim());
    } catch {
      // A malformed exact name: the plain one below still names the file.
    }
  }
  return (
    /filename\s*=\s*"([^"]*)"/i.exec(disposition)?.[1] ??
    /filename\s*=\s*([^;\s]+)/i.exec(disposition)?.[1] ??
    null
  );
}

/** Hands the file to the browser's download through a transient link to an object URL, revoked afterwards. */
function save(blob: Blob, name: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), REVOKE_AFTER_MS);
}
