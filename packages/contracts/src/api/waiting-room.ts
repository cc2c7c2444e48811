import { defineApi } from './define.js';
import type { waitingRoomSchemas } from './waiting-room.schemas.js';

/**
 * A hot on-sale's waiting room (docs/product.md "Waiting rooms", decision 080): anybody sees the room, its organiser
 * sets it, a signed-in person joins and polls their place. Both events services answer it (decision 028).
 */
export const waitingRoomApi = defineApi<typeof waitingRoomSchemas>()(
  'waitingRoom',
  'realm',
  () => import('./waiting-room.schemas.js').then((m) => m.waitingRoomSchemas),
  {
    get: { method: 'GET', path: '/events/:id/waiting-room', access: 'public' },
    set: { method: 'PUT', path: '/events/:id/waiting-room', access: 'organiser' },
    join: { method: 'POST', path: '/events/:id/waiting-room/join', access: 'user' },
    me: { method: 'GET', path: '/events/:id/waiting-room/me', access: 'user' },
  },
);
