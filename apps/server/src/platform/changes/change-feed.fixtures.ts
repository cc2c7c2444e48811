/**
 * A change feed over a fake listening connection that a test drives: notices, a lost connection, a failing
 * reconnect. Changes when the feed's connection does.
 */
import { ChangeFeed } from './change-feed.js';

/** A feed over a fake listening connection the test drives: notices, a lost connection, a failing reconnect. */
export async function fakeFeed() {
  let deliver: (payload: string) => void = () => {};
  let lose: () => void = () => {};
  let refuse = false;
  let connects = 0;
  const handle = {
    schema: 'test',
    listen: async (_channel: string, onPayload: (payload: string) => void, onLost: () => void) => {
      connects++;
      if (refuse) throw new Error('database down');
      deliver = onPayload;
      lose = onLost;
      return async () => {};
    },
  };
  const feed = await ChangeFeed.start(handle, () => {});
  return {
    feed,
    notify: (payload: string) => deliver(payload),
    lose: () => lose(),
    refuseConnections: (value: boolean) => {
      refuse = value;
    },
    connects: () => connects,
  };
}
