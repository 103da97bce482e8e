/**
 * Roles, policies and the module table of spec 000 §6. The server computes a user's permissions and
 * modulesAccess from here; the app reads modulesAccess to show tiles. Which role holds which policy is not
 * shown in the spec: the grants below are our decision, written down in docs/permissions.md.
 */
export const roles = [
  'admin',
  'analytics',
  'admin-analytics',
  'administrative-assistant',
  'scheduling-assistant',
  'nursing-assistant',
  'quality',
  'nurse',
  'billing',
  'optimist',
  'pediatrician',
  'psychologist',
  'secretary',
  'therapist',
  'social-worker',
  'vaccinator',
] as const;
export type Role = (typeof roles)[number];

export const policyNames = [
  'FamilyControl',
  'DevelopmentControl',
  'CIE10',
  'Users',
  'ApiKey',
  'History',
  'Psychology',
  'Analytics',
  'Permission',
  'Parameters',
  'Vaccination',
  'SocialWork',
] as const;
export type PolicyName = (typeof policyNames)[number];
export type Policy = `${'read' | 'write' | 'delete'}${PolicyName}`;

/** Module table of spec 000 §6: a module is accessible when the user holds every policy it lists. */
export const modulePolicies: Record<string, Policy[]> = {
  ambulatory: ['readCIE10', 'writeHistory'],
  intrahospitalary: ['readCIE10', 'writeHistory'],
  reading: [
    'readCIE10',
    'readDevelopmentControl',
    'readFamilyControl',
    'readHistory',
    'readSocialWork',
    'readPsychology',
    'readUsers',
    'readVaccination',
  ],
  pediatrics: [
    'readCIE10',
    'readDevelopmentControl',
    'readFamilyControl',
    'writeHistory',
    'readSocialWork',
    'readPsychology',
    'readUsers',
    'writeVaccination',
  ],
  psychology: [
    'readCIE10',
    'writeDevelopmentControl',
    'writeFamilyControl',
    'readHistory',
    'readSocialWork',
    'writePsychology',
    'readUsers',
    'readVaccination',
  ],
  socialWork: [
    'readCIE10',
    'readDevelopmentControl',
    'readFamilyControl',
    'readHistory',
    'writeSocialWork',
    'readPsychology',
    'readUsers',
    'readVaccination',
  ],
  oximetry: ['writeHistory'],
  'weight-height': ['writeHistory'],
  code: ['writeHistory'],
  vaccination: ['readCIE10', 'writeHistory'],
  management: ['writeHistory', 'writeParameters'],
  billing: ['readHistory'],
  print: ['readCIE10', 'readHistory', 'readPsychology', 'readSocialWork'],
  reports: ['writeAnalytics'],
  // Modules that need no policy (spec 000 §6 "other modules need none").
  authorizations: [],
  audiometry: [],
  ophthalmology: [],
  optometry: [],
  physicaltherapy: [],
  reception: [],
  'nursing-notes': [],
  'external-views': [],
};

const all = (...names: PolicyName[]): Policy[] =>
  names.flatMap((n): Policy[] => [`read${n}`, `write${n}`, `delete${n}`]);
const moduleSet = (...modules: string[]): Policy[] => modules.flatMap((m) => modulePolicies[m] ?? []);

/** Every role reads parameters (catalogues, feature flags) and user names (signatures). */
const base: Policy[] = ['readParameters', 'readUsers'];

export const rolePolicies: Record<Role, Policy[]> = {
  admin: all(...policyNames),
  'admin-analytics': all(...policyNames),
  analytics: [...base, 'readHistory', 'writeAnalytics'],
  quality: [...base, ...moduleSet('reading'), 'writeAnalytics'],
  'administrative-assistant': [...base, 'readHistory', 'writeHistory', 'readCIE10'],
  'scheduling-assistant': [...base, 'readHistory'],
  secretary: [...base, 'readHistory', 'readCIE10'],
  billing: [...base, 'readHistory'],
  nurse: [...base, ...moduleSet('vaccination', 'oximetry', 'weight-height', 'reading'), 'writeVaccination'],
  'nursing-assistant': [...base, ...moduleSet('vaccination', 'oximetry', 'weight-height'), 'readVaccination'],
  vaccinator: [...base, ...moduleSet('vaccination'), 'writeVaccination'],
  optimist: [...base, 'readHistory'],
  pediatrician: [...base, ...moduleSet('pediatrics', 'ambulatory', 'reading', 'code')],
  therapist: [...base, ...moduleSet('reading')],
  psychologist: [
    ...base,
    ...moduleSet('psychology', 'code'),
    'deleteDevelopmentControl',
    'deleteFamilyControl',
    'deletePsychology',
    'writeAnalytics',
  ],
  'social-worker': [...base, ...moduleSet('socialWork', 'code'), 'deleteSocialWork', 'writeAnalytics'],
};

/** A write policy implies its read; delete is granted on its own. */
export function policiesOf(role: Role): Set<Policy> {
  const granted = new Set<Policy>(rolePolicies[role]);
  for (const name of policyNames) if (granted.has(`write${name}`)) granted.add(`read${name}`);
  return granted;
}

export function modulesAccess(role: Role): string[] {
  const granted = policiesOf(role);
  return Object.entries(modulePolicies)
    .filter(([, needed]) => needed.every((p) => granted.has(p)))
    .map(([module]) => module);
}

/** Control role groups of spec 000 §6, used to filter the referring-user search by referral area. */
export const controlRoleGroups: Record<number, Role[]> = {
  0: ['admin'],
  1: ['pediatrician'],
  2: ['nurse', 'nursing-assistant'],
  3: ['social-worker'],
};
