/**
 * The build step that draws the first screen before the JavaScript runs (docs/architecture.md "The first
 * screen"), used by vite.config.ts.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runnerImport, type Plugin } from 'vite';
import type { renderSignInForm } from '../src/app/sign-in-prerender';

/**
 * Of Mantine's default variables (a block per colour scheme), those that `rest` refers to, directly or
 * through other variables: the form uses a few dozen of the almost 500.
 */
function referredVariables(variablesCss: string, rest: string): string {
  const nameOf = (declaration: string) => declaration.slice(0, declaration.indexOf(':')).trim();
  const blocks = [...variablesCss.matchAll(/([^{}]+)\{([^{}]*)\}/g)].map(([, selector, body]) => ({
    selector: selector!.trim(),
    declarations: body!
      .split(';')
      .map((declaration) => declaration.trim())
      .filter(Boolean),
  }));
  const needed = new Set<string>();
  const refer = (text: string) => {
    for (const [, name] of text.matchAll(/var\((--[\w-]+)/g)) needed.add(name!);
  };
  refer(rest);
  for (let size = -1; size !== needed.size;) {
    size = needed.size;
    for (const { declarations } of blocks) {
      for (const declaration of declarations) if (needed.has(nameOf(declaration))) refer(declaration);
    }
  }
  return blocks
    .map(({ selector, declarations }) => {
      const kept = declarations.filter((declaration) => needed.has(nameOf(declaration)));
      return kept.length ? `${selector}{${kept.join(';')}}` : '';
    })
    .join('');
}

/**
 * The rules of `css` that can match the markup: a selector naming a Mantine class (m_xxxxxxxx) that the
 * markup does not use cannot, and goes; everything else stays (states and attributes are not judged).
 * Rules inside at-rules (@media, @supports) are pruned the same way; an at-rule left empty goes.
 */
export function pruneRules(css: string, used: ReadonlySet<string>): string {
  const canMatch = (selector: string) =>
    (selector.match(/\bm_[0-9a-f]{8}\b/g) ?? []).every((name) => used.has(name));
  let out = '';
  let at = 0;
  while (at < css.length) {
    const open = css.indexOf('{', at);
    if (open < 0) break;
    let depth = 1;
    let close = open + 1;
    for (; close < css.length && depth > 0; close++) {
      if (css[close] === '{') depth++;
      else if (css[close] === '}') depth--;
    }
    const prelude = css.slice(at, open).trim();
    const body = css.slice(open + 1, close - 1);
    if (prelude.startsWith('@')) {
      const inner = body.includes('{') ? pruneRules(body, used) : body;
      if (inner.trim()) out += `${prelude}{${inner}}`;
    } else {
      // Split on the commas between selectors, not those inside :is(), :not() or :where().
      const selectors = prelude.split(/,(?![^(]*\))/).filter(canMatch);
      if (selectors.length) out += `${selectors.join(',')}{${body}}`;
    }
    at = close;
  }
  return out;
}

/**
 * The CSS the prerendered sign-in form needs, for the page's head: Mantine's global styles, the files
 * (@mantine/core/styles/*.css) of the components whose classes the markup uses, in the order of Mantine's
 * whole stylesheet (which is those files one after another), and the default variables they refer to.
 */
export function criticalMantineCss(markup: string): string {
  const stylesDir = fileURLToPath(new URL('../node_modules/@mantine/core/styles/', import.meta.url));
  const whole = readFileSync(resolve(stylesDir, '../styles.css'), 'utf8');
  const used = new Set(markup.match(/\bm_[0-9a-f]{8}\b/g));
  const global = new Set(['baseline', 'default-css-variables', 'global']);
  const parts: { file: string; at: number; css: string }[] = [];
  for (const file of readdirSync(stylesDir)) {
    if (!file.endsWith('.css') || file.endsWith('.layer.css')) continue;
    const css = readFileSync(resolve(stylesDir, file), 'utf8').trim();
    const classes = css.match(/\bm_[0-9a-f]{8}\b/g) ?? [];
    if (!global.has(file.slice(0, -4)) && !classes.some((name) => used.has(name))) continue;
    const at = whole.indexOf(css.slice(0, 200));
    if (at < 0) throw new Error(`@mantine/core/styles/${file} is not part of styles.css`);
    parts.push({ file, at, css: pruneRules(css.replace(/\/\*[\s\S]*?\*\//g, ''), used) });
  }
  parts.sort((a, b) => a.at - b.at);
  const variables = parts.find((part) => part.file === 'default-css-variables.css')!;
  variables.css = referredVariables(
    variables.css.replace(/\/\*[\s\S]*?\*\//g, ''),
    parts.map((part) => (part === variables ? '' : part.css)).join('') + markup,
  );
  // Comments and the whitespace around braces and semicolons go: the page's parser reads less.
  return parts
    .map((part) => part.css)
    .join('')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s*\n\s*/g, ' ')
    .replace(/\s*([{};])\s*/g, '$1');
}

/**
 * The first screen drawn before the JavaScript runs (docs/architecture.md "The first screen"): the build
 * renders the real sign-in form (src/app/sign-in-prerender.tsx) into index.html, with the CSS it needs in
 * the head. public/sign-in-shell.js, right after the charset, shows it only where the app shows the
 * sign-in form first; LoginPage takes it over on mount (src/features/platform/login/prerendered-form.ts).
 * The app itself (src/app/start.tsx, imported by src/main.tsx after the form's first frame) and its whole
 * stylesheet are preloaded, not render-blocking: the form is drawn without waiting for them. Only the
 * build: the dev server starts as before.
 */
export function signInShell(defines: Record<string, string>): Plugin {
  return {
    name: 'sign-in-shell',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      async handler(html, context) {
        const { module } = await runnerImport<{ renderSignInForm: typeof renderSignInForm }>(
          resolve(import.meta.dirname, '../src/app/sign-in-prerender.tsx'),
          { configFile: false, logLevel: 'warn', define: defines },
        );
        const markup = module.renderSignInForm();
        // The app's modules, which the entry imports after the first frame: fetched and compiled meanwhile.
        const chunks = Object.values(context.bundle ?? {}).filter((output) => output.type === 'chunk');
        const start = chunks.find((chunk) => chunk.facadeModuleId?.endsWith('/src/app/start.tsx'));
        if (!start) throw new Error('the build has no chunk of src/app/start.tsx');
        const preloads = new Set<string>();
        const styles = new Set<string>();
        const visit = (fileName: string) => {
          if (preloads.has(fileName)) return;
          preloads.add(fileName);
          const chunk = chunks.find((candidate) => candidate.fileName === fileName);
          chunk?.viteMetadata?.importedCss.forEach((css) => styles.add(css));
          chunk?.imports.forEach(visit);
        };
        visit(start.fileName);
        const listed = new Set([...html.matchAll(/(?:src|href)="\/([^"]+\.js)"/g)].map((match) => match[1]));
        // Right after the charset, before any stylesheet or script: it decides before anything is drawn.
        const charset = '<meta charset="UTF-8" />';
        if (!html.includes(charset)) throw new Error('index.html has no <meta charset="UTF-8" />');
        html = html.replace(charset, `${charset}\n    <script src="/sign-in-shell.js"></script>`);
        return {
          html,
          tags: [
            ...[...preloads]
              .filter((file) => !listed.has(file))
              .map((file) => ({
                tag: 'link',
                attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
                injectTo: 'head' as const,
              })),
            ...[...styles].map((file) => ({
              tag: 'link',
              attrs: { rel: 'preload', as: 'style', crossorigin: true, href: `/${file}` },
              injectTo: 'head' as const,
            })),
            {
              tag: 'style',
              children: `html:not([data-sign-in-shell]) #sign-in-shell{display:none}${criticalMantineCss(markup)}`,
              injectTo: 'head',
            },
            { tag: 'div', attrs: { id: 'sign-in-shell' }, children: markup, injectTo: 'body-prepend' },
          ],
        };
      },
    },
  };
}
