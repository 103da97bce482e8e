/** The CSS that index.html carries for the prerendered sign-in form (build/sign-in-shell.ts). */
import { describe, expect, it } from 'vitest';
import { criticalMantineCss } from '../../../build/sign-in-shell';
import { renderSignInForm } from '../../../src/app/sign-in-prerender';

describe('the CSS of the prerendered sign-in form', () => {
  it('comes with the CSS of the components it uses, and not of the others', () => {
    const markup = renderSignInForm();
    const css = criticalMantineCss(markup);
    for (const name of markup.match(/\bm_[0-9a-f]{8}\b/g)!) expect(css).toContain(`.${name}`);
    // Of Mantine's default variables, those the form refers to: its spacing, not the colours it never shows.
    expect(css).toContain('--mantine-spacing-md:');
    expect(css).toContain('--mantine-scale:');
    expect(css).not.toContain('--mantine-z-index-modal');
    expect(css).not.toContain('--mantine-color-grape-0');
    expect(css).not.toMatch(/\/\*/);
    // Modal's root class: the form shows no modal.
    expect(css).not.toContain('.m_9df02822');
  });
});
