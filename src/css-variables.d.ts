/**
 * A component's style may set CSS custom properties (`--today-w`) that its CSS module reads: React's
 * style type names only the standard properties.
 */
import 'react';

declare module 'react' {
  interface CSSProperties {
    [variable: `--${string}`]: string | number | undefined;
  }
}
