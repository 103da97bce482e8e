// @vitest-environment happy-dom
/** After a refused save the focus goes to the first invalid field in reading order, whatever its kind. */
import { afterEach, describe, expect, it } from 'vitest';
import { focusFirstInvalid } from '../../../src/ui/inputs/focus-first-invalid';

afterEach(() => {
  document.body.innerHTML = '';
});

function form(html: string) {
  const container = document.createElement('form');
  container.innerHTML = html;
  document.body.appendChild(container);
  return container;
}

describe('focusFirstInvalid', () => {
  it('takes a yes/no group that comes before an invalid input (its first button)', () => {
    const container = form(`
      <input id="ok" />
      <div role="group" data-invalid="true"><button id="yes">Sí</button><button>No</button></div>
      <input id="diagnosis" aria-invalid="true" />`);
    focusFirstInvalid(container);
    expect(document.activeElement?.id).toBe('yes');
  });

  it('takes an invalid input that comes before a yes/no group', () => {
    const container = form(`
      <textarea id="observation" aria-invalid="true"></textarea>
      <div role="group" data-invalid="true"><button>Sí</button><button>No</button></div>`);
    focusFirstInvalid(container);
    expect(document.activeElement?.id).toBe('observation');
  });

  it('leaves the focus alone when nothing is invalid', () => {
    const container = form('<input id="a" /><div role="group"><button id="b">Sí</button></div>');
    const before = document.activeElement;
    focusFirstInvalid(container);
    expect(document.activeElement).toBe(before);
  });
});
