/**
 * Validation texts of spec 000 §5 and spec 001 §5/§8, written exactly as the spec gives them.
 * The forms and the server both take them from here through the valibot schemas of src/contract.
 */
export const validationText = {
  /** "Value is required" is displayed as this text (spec 000 §5). */
  required: 'Este valor es obligatorio',
  /** Button groups (yes/no, option groups). */
  selectOption: 'Por favor seleccione una opción',
  maxLength: (max: number) => `The maximum length allowed is ${max}`,
  invalidEmail: 'Value is not a valid email address',
  numberRange: (min: number, max: number) => `El valor debe estar entre ${min} y ${max}.`,
  invalidDate: (value: string) => `${value} no es una fecha válida`,
  emailOrUsernameRequired: 'Email or Username required',
  /** Not in the spec: a field whose type is wrong (a number sent as text, say). */
  invalidType: 'El valor no tiene el formato esperado',
  /** Not in the spec: an identifier that is not a UUID. */
  invalidId: 'Identificador no válido',
} as const;

/** valibot's names of the expected types, looked up by the name an issue gives (any string). */
const typeNames: Readonly<Record<string, string>> = {
  string: 'un texto',
  number: 'un número',
  boolean: 'verdadero o falso',
  Object: 'un objeto',
  Array: 'una lista',
  null: 'nulo',
  undefined: 'ningún valor',
  Date: 'una fecha',
  bigint: 'un número',
  never: 'ningún valor',
};

/**
 * What the server answers to a request it cannot read (ours; docs/api.md "Bad input"): every message
 * Spanish, never the validation library's English.
 */
export const inputText = {
  bodyTooLarge: 'La petición es demasiado grande',
  badUrl: 'La dirección de la petición no es válida',
  notJson: 'El cuerpo de la petición no es JSON válido',
  notObject: 'El cuerpo de la petición debe ser un objeto JSON',
  tooDeep: 'El cuerpo de la petición tiene demasiados niveles anidados',
  forbiddenText: 'El texto contiene caracteres no válidos',
  invalidValue: 'Valor no válido',
  /**
   * The answer's summary of the spec's English texts (max length, e-mail), which `errors` keeps as the
   * forms show them.
   */
  tooLong: (max: number) => `El texto supera el máximo de ${max} caracteres`,
  invalidEmail: 'El correo electrónico no es válido',
  invalidType: (expected: string) => `Tipo de dato no válido: se esperaba ${expected}`,
  typeNames,
} as const;

/** GET /v1/batch's refusals (ours; docs/api.md "Batch reads"). */
export const batchText = {
  noReads: 'Indique al menos una lectura (parámetro path)',
  tooMany: (max: number) => `Una petición agrupada admite como máximo ${max} lecturas`,
  notRead: (position: number) =>
    `La lectura ${position} no es una ruta GET de /v1 (ni puede ser la propia /v1/batch)`,
} as const;
