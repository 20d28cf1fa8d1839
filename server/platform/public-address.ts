// Absolute addresses of the web app's pages for e-mailed links (decisions.md 52): always from the
// configured origin (PUBLIC_URL), never from a request's Host header, which the client chooses: a
// reset link pointed at another site hands that site the token.
import type { Config } from '../config';

/** The site's origin for links, e.g. 'https://paws.example'. */
export function publicBase(config: Pick<Config, 'linkOrigin'>): string {
  return config.linkOrigin;
}
