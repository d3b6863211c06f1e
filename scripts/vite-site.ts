/** Build-time facts both web builds (the app and the islands) inject through Vite's `define`. */

/** Canonical links are absolute; deployments set PUBLIC_URL at build time. */
export const siteUrl = (process.env.PUBLIC_URL || 'https://smartsplit.example').replace(/\/+$/, '');

export const siteDefine = {
  __SITE_URL__: JSON.stringify(siteUrl),
  __BUILD_TIME__: JSON.stringify(new Date().toISOString()),
};
