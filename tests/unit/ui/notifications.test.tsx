// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { MessageModalHost, openMessageModal } from '../../../src/ui/modals/message-modal';
import { NotificationsHost } from '../../../src/ui/notifications/notifications-host';
import { notify, notifyError, notifySuccess } from '../../../src/ui/notifications/notify';
import { mount } from '../support/react-root';

function render() {
  const container = document.body.appendChild(document.createElement('div'));
  mount(
    <MantineProvider>
      <NotificationsHost />
      <MessageModalHost />
    </MantineProvider>,
    container,
  );
}

describe('notifications (spec 000 §2, §9)', () => {
  it('titles them "Exito!", "Error!" and "Mensaje!" by type, each with a close button', () => {
    render();
    act(() => {
      notifySuccess('Seleccion San Ignacio exitosa!');
      notifyError('Usuario o contraseña incorrectos');
      notify('Hola');
    });
    const shown = (type: string) => document.body.querySelector(`[data-type="${type}"]`);
    expect(shown('success')?.textContent).toContain('Exito!');
    expect(shown('success')?.textContent).toContain('Seleccion San Ignacio exitosa!');
    expect(shown('error')?.textContent).toContain('Error!');
    expect(shown('error')?.getAttribute('role')).toBe('alert');
    expect(shown('default')?.textContent).toContain('Mensaje!');
    expect(shown('default')?.querySelector('button')).not.toBeNull();
  });
});

describe('message modals (spec 000 §2)', () => {
  it('shows the message with "Aceptar" and resolves when closed', async () => {
    render();
    let closed = false;
    act(() => {
      void openMessageModal({ type: 'error', message: 'Los datos no coinciden' }).then(() => (closed = true));
    });
    // The modal loads with the first message, then opens with its transition.
    await vi.waitFor(async () => {
      await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
      expect(document.body.textContent).toContain('Los datos no coinciden');
    });
    const button = [...document.body.querySelectorAll('button')].find((b) => b.textContent === 'Aceptar');
    expect(button).toBeDefined();
    await act(async () => {
      button!.click();
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(closed).toBe(true);
  });
});
