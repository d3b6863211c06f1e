/** What the public layout needs to draw its menus; the app builds it from the route table. */
export interface SiteLink {
  path: string;
  label: string;
}

export interface SiteNavigation {
  header: SiteLink[];
  footer: { heading: string; links: SiteLink[] }[];
  /** Where merchants sign in; the public area only links to it. */
  signInPath: string;
}
