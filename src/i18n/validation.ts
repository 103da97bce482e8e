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
