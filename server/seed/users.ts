/**
 * Demo users, one per role of spec 000 §1, all with the password `canguro` and marked demo = true: they
 * exist so that the product can be tried and tested right after `npm start`, and must never reach a real
 * clinic (docs/demo-data.md). Ids are stable so tests and bookmarks survive a reseed. The password is
 * hashed once per seed and the hash reused: scrypt is deliberately slow.
 */
import type { Role } from '../../src/contract/permissions';
import { stableUuid } from './random';

export const DEMO_PASSWORD = 'canguro';
export const DEMO_EMAIL_DOMAIN = 'canguro.demo';

export interface DemoUser {
  id: string;
  username: string;
  name: string;
  email: string;
  role: Role;
  sites: number[];
  numeroRegistro: string;
  especialidad: string;
}

const user = (
  username: string,
  role: Role,
  sites: number[],
  name: string,
  especialidad: string,
  numeroRegistro: string,
): DemoUser => ({
  id: stableUuid(`user:${username}`),
  username,
  name,
  email: `${username}@${DEMO_EMAIL_DOMAIN}`,
  role,
  sites,
  numeroRegistro,
  especialidad,
});

/** The three named demo users (admin, psychologist, social worker) first, then one per other role (username in Spanish). */
export const demoUsers: DemoUser[] = [
  user('admin', 'admin', [1, 2, 3], 'Administrador Canguro', 'Administración del sistema', 'ADM-0001'),
  user('psicologia', 'psychologist', [1, 2], 'Laura Camila Restrepo Gómez', 'Psicología', 'TP 157843'),
  user(
    'trabajosocial',
    'social-worker',
    [1, 3],
    'Andrea Milena Castañeda Rojas',
    'Trabajo Social',
    'TP 25461',
  ),
  user('pediatria', 'pediatrician', [1, 3], 'Carlos Andrés Mejía Uribe', 'Pediatría', 'RM 1020345'),
  user('enfermeria', 'nurse', [1], 'Diana Patricia Ospina León', 'Enfermería', 'TP 52233'),
  user(
    'auxenfermeria',
    'nursing-assistant',
    [2],
    'Yeimy Alexandra Moreno Díaz',
    'Auxiliar de enfermería',
    'RETHUS 1012233445',
  ),
  user(
    'vacunacion',
    'vaccinator',
    [1, 2, 3],
    'Luz Dary Cárdenas Pinzón',
    'Vacunación (PAI)',
    'RETHUS 1015566778',
  ),
  user('terapia', 'therapist', [2], 'Juan Sebastián Acosta Vela', 'Terapia física', 'TP 33871'),
  user('optometria', 'optimist', [3], 'Felipe Andrés Salazar Marín', 'Optometría', 'TP 8842'),
  user('secretaria', 'secretary', [1], 'Gloria Inés Patiño Ruiz', 'Secretaría', 'ADM-0102'),
  user('facturacion', 'billing', [1, 2, 3], 'Jhon Fredy Ramírez Ocampo', 'Facturación', 'ADM-0103'),
  user('calidad', 'quality', [1, 2, 3], 'Claudia Marcela Vargas Torres', 'Calidad', 'ADM-0104'),
  user('analitica', 'analytics', [1, 2, 3], 'Nicolás Herrera Duarte', 'Analítica de datos', 'ADM-0105'),
  user(
    'adminanalitica',
    'admin-analytics',
    [1, 2, 3],
    'Catalina Pérez Jaramillo',
    'Administración y analítica',
    'ADM-0106',
  ),
  user(
    'auxadministrativo',
    'administrative-assistant',
    [2],
    'Wilson Javier Rodríguez Bello',
    'Auxiliar administrativo',
    'ADM-0107',
  ),
  user(
    'agendamiento',
    'scheduling-assistant',
    [3],
    'Sandra Milena López Castro',
    'Agendamiento de citas',
    'ADM-0108',
  ),
];

export const demoUser = (username: string): DemoUser => {
  const found = demoUsers.find((u) => u.username === username);
  if (!found) throw new Error(`No demo user ${username}`);
  return found;
};

/** The signature block (spec 000 §3 "Signature") of a demo user, as documents and records carry it. */
export const signatureOf = (u: DemoUser) => ({
  id: u.id,
  name: u.name,
  email: u.email,
  numeroRegistro: u.numeroRegistro,
  especialidad: u.especialidad,
});
