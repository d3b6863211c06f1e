import { absoluteUrl } from '../lib/site';

interface Props {
  title: string;
  description?: string;
  /** Site-relative path; made absolute against the build's PUBLIC_URL. */
  canonicalPath?: string;
  /** For screens search engines should skip: the app area and the not-found page. */
  noIndex?: boolean;
}

/**
 * React 19 hoists these into <head>, in the browser and in the prerendered HTML alike, so
 * each page owns its metadata instead of a separate head manager.
 */
export function PageMeta({ title, description, canonicalPath, noIndex }: Props) {
  return (
    <>
      <title>{title}</title>
      {description ? <meta name="description" content={description} /> : null}
      {canonicalPath ? <link rel="canonical" href={absoluteUrl(canonicalPath)} /> : null}
      {noIndex ? <meta name="robots" content="noindex" /> : null}
    </>
  );
}
