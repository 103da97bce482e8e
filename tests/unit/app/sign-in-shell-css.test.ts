/** The CSS that index.html carries for the prerendered sign-in form (build/sign-in-shell.ts). */
import { describe, expect, it } from 'vitest';
import { criticalMantineCss, pruneRules } from '../../../build/sign-in-shell';
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

  it('keeps, of a used component, only the rules whose Mantine classes are all in the markup', () => {
    const used = new Set(['m_00000001']);
    const css =
      '.m_00000001{color:red}.m_00000001 .m_00000002{color:blue}.m_00000002,.m_00000001:hover{top:0}' +
      '@media (hover: hover){.m_00000002{left:0}.m_00000001[data-x]{left:1px}}@media print{.m_00000002{a:b}}' +
      '*,*::before{box-sizing:border-box}:where(.m_00000002, .x) .m_00000001,.m_00000003{b:c}';
    expect(pruneRules(css, used)).toBe(
      '.m_00000001{color:red}.m_00000001:hover{top:0}@media (hover: hover){.m_00000001[data-x]{left:1px}}' +
        '*,*::before{box-sizing:border-box}',
    );
    expect(pruneRules(':where(.m_00000001, .x) .m_00000001,.m_00000003{b:c}', used)).toBe(
      ':where(.m_00000001, .x) .m_00000001{b:c}',
    );
  });
});
