// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';

import { describe, expect, it } from 'vitest';
import { FamilyControlCard } from '../../../../src/features/psychology/family-control/family-control-card';
import type { DocumentListItem } from '../../../../src/offline/document-list';
import { completeFamilyControl } from '../../../fixtures/bodies';
import { mount } from '../../support/react-root';

const item = (change: Partial<DocumentListItem> = {}): DocumentListItem => {
  const content = {
    ...completeFamilyControl(),
    hasReasonToStop: true,
    reasonToStop: 2,
    hasReferralOutSpecialist: true,
    referralOutSpecialist: { area: [], observation: 'Valoración por psiquiatría.' },
  };
  return {
    key: 'k1',
    serverId: null,
    draftKey: 'k1',
    content,
    editContent: content,
    status: 'committed',
    unsavedChanges: false,
    needsAttention: false,
    conflict: false,
    setAside: 0,
    version: null,
    signature: { name: 'Laura Camila Restrepo Gómez', email: 'psicologia@canguro.demo' },
    at: Date.parse('2026-03-05T15:00:00Z'),
    savedAt: Date.parse('2026-03-05T15:00:00Z'),
    ...change,
  };
};

function render(props: Parameters<typeof FamilyControlCard>[0]) {
  const container = document.body.appendChild(document.createElement('div'));
  mount(
    <MantineProvider>
      {/* The referring user is read through the query layer (src/offline/queries.ts). */}
      <QueryClientProvider client={new QueryClient()}>
        <FamilyControlCard {...props} />
      </QueryClientProvider>
    </MantineProvider>,
    container,
  );
  return container;
}

const byTestId = (container: HTMLElement, id: string) => container.querySelector(`[data-testid="${id}"]`);
const editButton = (container: HTMLElement) =>
  [...container.querySelectorAll('button')].find((button) => button.textContent === 'Editar');

describe('the family control card (spec 000 §2 Timeline cards)', () => {
  it('shows its sections, the reason-to-stop banner and Editar', () => {
    const container = render({ item: item(), onEdit: () => undefined });
    expect(byTestId(container, 'card-referral-in')?.textContent).toContain('Sin remisión');
    expect(byTestId(container, 'card-control')?.textContent).toContain('Evaluación, Intervención, Familiar');
    expect(byTestId(container, 'card-diagnoses')?.textContent).toContain('Z634');
    expect(byTestId(container, 'card-reason-to-stop')?.textContent).toBe(
      'Intervención suspendida: La madre no desea continuar',
    );
    expect(byTestId(container, 'card-referral-specialist')?.textContent).toContain(
      'Valoración por psiquiatría.',
    );
    expect(byTestId(container, 'card-referral-institution')).toBeNull();
    expect(container.textContent).toContain('5 mar 2026');
    expect(byTestId(container, 'control-pending')).toBeNull();
    expect(editButton(container)).toBeDefined();
  });

  it('hides Editar in the read-only view', () => {
    const container = render({ item: item(), onEdit: () => undefined, readOnly: true });
    expect(editButton(container)).toBeUndefined();
    expect(byTestId(container, 'card-plan')?.textContent).toContain('Acompañamiento semanal.');
  });

  it('marks a control saved on the device and not yet acknowledged', () => {
    const container = render({ item: item({ status: 'pending' }), onEdit: () => undefined });
    expect(byTestId(container, 'control-pending')?.textContent).toBe('Pendiente de sincronizar');
  });
});
