/**
 * Hindi for the waiting room's refusal (decision 080): what a person not yet admitted is told on any path that
 * takes seats of a room's event. Changes when one of those sentences is added or reworded.
 */
export const waitingRoomGate: Record<string, string> = {
  'You are in the waiting room for this event: you can book once you are admitted':
    'आप इस इवेंट के वेटिंग रूम में हैं: प्रवेश मिलते ही आप बुक कर सकेंगे',
  'Wait for your turn in the waiting room': 'वेटिंग रूम में अपनी बारी का इंतज़ार करें',
};
