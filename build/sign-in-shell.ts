/**
 * The build step that draws the first screen before the JavaScript runs (docs/architecture.md "The first
 * screen"), used by vite.config.ts.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { runnerImport, type Plugin } from 'vite';
import type { renderSignInForm } from '../src/app/sign-in-prerender';

/**
 * The form's markup as index.html carries it: the real LoginPage's elements, attributes and texts, without
 * what ties it to Mantine's stylesheet (the style tags MantineProvider writes, the inline styles of
 * variables, the hashed m_xxxxxxxx classes). src/app/sign-in-shell.css styles it with plain rules instead, so
 * the first frame's style recalculation is small, and Mantine's stylesheet, once the app loads it, never
 * matches this form.
 */
export function staticFormMarkup(markup: string): string {
  return markup
    .replace(/<style\b[^>]*>[\s\S]*?<\/style>/g, '')
    .replace(/ style="[^"]*"/g, '')
    .replace(/ class="([^"]*)"/g, (_, classes: string) => {
      const kept = classes.split(/\s+/).filter((name) => name && !/^m_[0-9a-f]{8}$/.test(name));
      return kept.length ? ` class="${kept.join(' ')}"` : '';
    });
}

/** src/app/sign-in-shell.css without its comments and the whitespace the page's parser need not read. */
export function staticFormCss(): string {
  return readFileSync(resolve(import.meta.dirname, '../src/app/sign-in-shell.css'), 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{};,])\s*/g, '$1')
    .replace(/;}/g, '}')
    .replace(/:\s+/g, ':')
    .trim();
}

/**
 * The first screen drawn before the JavaScript runs (docs/architecture.md "The first screen"): the build
 * renders the real sign-in form (src/app/sign-in-prerender.tsx) into index.html, with the CSS it needs in
 * the head. public/sign-in-shell.js, right after the charset, shows it only where the app shows the
 * sign-in form first; LoginPage takes it over on mount (src/features/platform/login/prerendered-form.ts).
 * The app itself (src/app/start.tsx, imported by src/main.tsx after the form's first frame) and its whole
 * stylesheet are neither render-blocking nor preloaded by index.html: the page's parser reads the form and
 * draws it, and the app's files are asked for after that first frame. Only the build: the dev server
 * starts as before.
 */
export function signInShell(defines: Record<string, string>): Plugin {
  return {
    name: 'sign-in-shell',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      async handler(html) {
        const { module } = await runnerImport<{ renderSignInForm: typeof renderSignInForm }>(
          resolve(import.meta.dirname, '../src/app/sign-in-prerender.tsx'),
          { configFile: false, logLevel: 'warn', define: defines },
        );
        const markup = module.renderSignInForm();
        // Right after the charset, before any stylesheet or script: it decides before anything is drawn.
        const charset = '<meta charset="UTF-8" />';
        if (!html.includes(charset)) throw new Error('index.html has no <meta charset="UTF-8" />');
        html = html.replace(charset, `${charset}\n    <script src="/sign-in-shell.js"></script>`);
        return {
          html,
          tags: [
            {
              tag: 'style',
              children: `html:not([data-sign-in-shell]) #sign-in-shell{display:none}${staticFormCss()}`,
              injectTo: 'head',
            },
            {
              tag: 'div',
              attrs: { id: 'sign-in-shell' },
              children: staticFormMarkup(markup),
              injectTo: 'body-prepend',
            },
          ],
        };
      },
    },
  };
}
