// Compile-time constants from @klubb/mf-config's DefinePlugin.
declare const __KLUBB_APP_VERSION__: string;
declare const __KLUBB_API_URL__: string;
declare const __KLUBB_DEV_APP_URL__: string;
declare const __KLUBB_IDENTITY_API_KEY__: string;
declare const __KLUBB_CONTAINER_SERVICE_URL__: string;
declare const __KLUBB_SESSION_SYNC_URL__: string;
