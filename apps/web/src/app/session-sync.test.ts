import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/http';
import { getAuthToken, setAuthToken } from '@/lib/storage';
import { clearToastsForTests, getToasts } from '@/ui/toast/store';
import { installSessionSync } from './session-sync';

const expired = () => new ApiError(401, 'Session expired, please sign in again', { status: 401 });

describe('session sync', () => {
  afterEach(() => clearToastsForTests());

  it('ends a session once, with one toast, however many requests met the refusal', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const navigate = vi.fn();
    setAuthToken('token');
    const stop = installSessionSync({ queryClient, navigate, currentPath: () => '/events/1' });
    const failing = () => Promise.reject(expired());
    await Promise.allSettled([
      queryClient.fetchQuery({ queryKey: ['a'], queryFn: failing }),
      queryClient.fetchQuery({ queryKey: ['b'], queryFn: failing }),
      queryClient.getMutationCache().build(queryClient, { mutationFn: failing }).execute(undefined),
    ]);
    stop();
    expect(getToasts().map((toast) => toast.title)).toEqual(['Your session has ended']);
    expect(navigate).toHaveBeenCalledOnce();
    expect(navigate).toHaveBeenCalledWith('/sign-in?returnTo=%2Fevents%2F1', { replace: true });
    expect(getAuthToken()).toBeNull();
  });

  it('ends the session when the only refused request was an action', async () => {
    const queryClient = new QueryClient();
    const navigate = vi.fn();
    setAuthToken('token');
    const stop = installSessionSync({ queryClient, navigate, currentPath: () => '/credits' });
    await queryClient
      .getMutationCache()
      .build(queryClient, { mutationFn: () => Promise.reject(expired()) })
      .execute(undefined)
      .catch(() => {});
    stop();
    expect(getToasts()).toHaveLength(1);
    expect(navigate).toHaveBeenCalledOnce();
  });
});
