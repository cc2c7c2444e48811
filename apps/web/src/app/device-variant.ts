// Kept for main.tsx until its owner imports startDeviceVariant from @/lib/device-variant.
export { startDeviceVariant } from '@/lib/device-variant';
