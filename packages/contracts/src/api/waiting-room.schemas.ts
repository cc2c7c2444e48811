import {
  ZWaitingRoom,
  ZWaitingRoomEntry,
  ZWaitingRoomParams,
  ZWaitingRoomSettings,
} from '../waiting-room.js';
import type { SchemaTable } from './define.js';

export const waitingRoomSchemas = {
  get: { params: ZWaitingRoomParams, response: ZWaitingRoom },
  set: { params: ZWaitingRoomParams, body: ZWaitingRoomSettings, response: ZWaitingRoom },
  join: { params: ZWaitingRoomParams, response: ZWaitingRoomEntry },
  me: { params: ZWaitingRoomParams, response: ZWaitingRoomEntry },
} satisfies SchemaTable;
