import { defineApi } from './define.js';
import type { sessionsSchemas } from './sessions.schemas.js';

/**
 * A person's own sessions (decision 087): the list, ending one, and ending every one but the session in use. Each
 * answers the open sessions left. Ending a session that is not the caller's answers 404, as if there were none.
 */
export const sessionsApi = defineApi<typeof sessionsSchemas>()(
  'sessions',
  'main',
  () => import('./sessions.schemas.js').then((m) => m.sessionsSchemas),
  {
    list: { method: 'GET', path: '/sessions', access: 'user' },
    end: { method: 'DELETE', path: '/sessions/:id', access: 'user' },
    endOthers: { method: 'POST', path: '/sessions/end-others', access: 'user' },
  },
);
