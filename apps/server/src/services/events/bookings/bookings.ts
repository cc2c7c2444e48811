// Kept for services/events/index.ts until its owner moves the import (to ./bookings/payment.js and ./bookings/lifecycle.js).
export { expireHolds } from './lifecycle.js';
export { bookingPurchasePurpose } from './payment.js';
