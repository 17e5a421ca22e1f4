import { pageContainer } from './page-container';

/**
 * How an external link opens (spec §2 Navigation): in a new tab in a browser; inside a native
 * container in the same webview, where the container catches the navigation and opens the
 * system browser (docs/native-bridge.md) — a new window there would strand the member.
 */
export function externalLinkProps(inContainer: boolean = pageContainer().inContainer): {
  target?: '_blank';
  rel?: string;
} {
  return inContainer ? {} : { target: '_blank', rel: 'noopener noreferrer' };
}
