/** The settings domain's entry point: other code imports this file only (docs/decisions/0032-every-domain-behind-an-index.md). */
export { DEFAULT_SETTINGS, getPlatformSettings } from './platform-settings';
export { updateSettings } from './update-settings';
