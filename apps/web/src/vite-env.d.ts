/// <reference types="vite/client" />

/** Build-time base URL of each service (docs/product.md §7: separate servers); unset means same origin + its prefix. */
interface ImportMetaEnv {
  readonly VITE_API_BASE_MAIN?: string;
  readonly VITE_API_BASE_EVENTS?: string;
  readonly VITE_API_BASE_CULTURAL_EVENTS?: string;
  readonly VITE_API_BASE_JOBS?: string;
  readonly VITE_API_BASE_EMPLOYEE?: string;
  readonly VITE_API_BASE_MODULE?: string;
  readonly VITE_API_BASE_PAYMENTS?: string;
  readonly VITE_API_BASE_DEV_IDP?: string;
  /** The IP location service (docs/product.md §7); unset means the main server's own `/geo/ip`. */
  readonly VITE_IP_LOCATION_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
