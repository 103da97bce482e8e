/** The markup and the CSS that index.html carries for the prerendered sign-in form (build/sign-in-shell.ts). */
import { describe, expect, it } from 'vitest';
import { staticFormCss, staticFormMarkup } from '../../../build/sign-in-shell';
import { renderSignInForm } from '../../../src/app/sign-in-prerender';

describe('the markup of the prerendered sign-in form', () => {
  const markup = staticFormMarkup(renderSignInForm());

  it("keeps the form's elements, texts and Mantine's static class names", () => {
    expect(markup).toContain('data-path="identifier"');
    expect(markup).toContain('data-path="password"');
    expect(markup).toContain('>Iniciar<');
    expect(markup).toContain('class="mantine-Input-input mantine-TextInput-input"');
    expect(markup).toContain('aria-label="Mostrar u ocultar la clave"');
  });

  it("leaves nothing that Mantine's stylesheet or variables would style", () => {
    expect(markup).not.toMatch(/\bm_[0-9a-f]{8}\b/);
    expect(markup).not.toContain('style=');
    expect(markup).not.toContain('<style');
    expect(markup).not.toContain('var(--');
  });

  it('drops an emptied class attribute and keeps the others', () => {
    expect(staticFormMarkup('<div class="m_0123abcd" style="a:b"><p class="m_0123abcd x">t</p></div>')).toBe(
      '<div><p class="x">t</p></div>',
    );
  });
});

describe('the CSS of the prerendered sign-in form', () => {
  const css = staticFormCss();
  const markup = staticFormMarkup(renderSignInForm());

  it('is plain rules, without comments or variables', () => {
    expect(css).not.toContain('var(');
    expect(css).not.toContain('--');
    expect(css).not.toMatch(/\/\*/);
    expect(css).not.toMatch(/\n/);
  });

  it("styles the form's own classes only: a class the markup lost would leave a rule behind", () => {
    const classes = new Set(css.match(/\.mantine-[\w-]+/g)!.map((name) => name.slice(1)));
    expect(classes.size).toBeGreaterThan(10);
    for (const name of classes) expect(markup).toContain(name);
  });
});
