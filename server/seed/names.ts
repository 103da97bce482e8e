/**
 * Word lists for realistic Colombian demo people and places: first names common in Colombian birth
 * registrations of the last years (babies) and of the 1980s to 2000s (mothers), frequent surnames (with an
 * Antioquian list for the Medellín site), Bogotá localities and Medellín comunas with real neighbourhoods,
 * and mobile prefixes. Every person made from them is fictitious.
 */
import type { Random } from './random';

/** A comma-separated word list (kept as text so that it stays compact and readable). */
const list = (text: string): readonly string[] => text.trim().split(/\s*,\s*/);

export const babyGirlNames = list(`
  Salomé, Valentina, Isabella, Sofía, Mariana, Luciana, Gabriela, Sara, Valeria, Antonella, Emilia,
  Manuela, Samantha, Violeta, Juliana, Daniela, Mariángel, Abril, Victoria, Zoe, Martina,
  Guadalupe, Celeste, Ana Sofía, María José, María Paula, Sara Lucía, Luna, Aitana, Emily, Maite,
  Renata, Amelia, Susana, Elena, Camila, Paulina, Catalina, Julieta, Isabel, Mía, Allison, Heidy,
  Shaira, Dulce María, Laura Sofía, Ana Lucía, Valery
`);

export const babyBoyNames = list(`
  Santiago, Samuel, Matías, Sebastián, Emiliano, Thiago, Jerónimo, Juan José, Juan David, Martín,
  Jacobo, Tomás, Maximiliano, Daniel, Nicolás, Gabriel, Alejandro, Emmanuel, Dylan, Juan Pablo,
  Simón, Benjamín, Lucas, Joaquín, Isaac, Mateo, Felipe, Agustín, Juan Esteban, Juan Martín,
  Salvador, Ian, Liam, Andrés Felipe, David Santiago, Miguel Ángel, Esteban, Julián, Pablo, Elías,
  Josué, Kevin Santiago, Dilan, Maicol, Emanuel, Juan Sebastián
`);

export const motherFirstNames = list(`
  Laura, Paola, Diana, Andrea, Carolina, Natalia, Lina, Yuliana, Leidy, Yeimy, Jennifer, Katherine,
  Tatiana, Alejandra, Luisa, Angie, Daniela, Stefany, Marcela, Sandra, Ángela, Johana, Viviana,
  Jessica, Érika, Lorena, Adriana, Yenny, Mónica, Claudia, Liliana, Yurany, Dayana, Karen, Lizeth,
  Nataly, Sindy, Yesenia, Valentina, Camila, Juliana, Manuela, Mariana, Estefanía, Vanessa, Milena,
  Paula, Carolay, Yeraldín, Nicol, Sharon, Ingrid, Julieth, Kelly, Marly, Maryuri, Sara, Tania,
  Xiomara, Zulma, Deisy, Geraldine
`);

/** Two given names as Colombian mothers often carry them. */
export const motherCompoundNames = list(`
  Luisa Fernanda, Paula Andrea, Diana Marcela, Sandra Milena, Leidy Johana, Angie Paola, Yuly Andrea,
  María Camila, María Fernanda, María Alejandra, Laura Camila, Karen Lizeth, Érika Tatiana, Jenny Paola,
  Ana María, Luz Adriana, Claudia Patricia, Martha Lucía, Nidia Esperanza, Yeimy Alexandra, Lina Marcela,
  Natalia Andrea, Ingrid Johana, Viviana Marcela, Diana Carolina, Leidy Tatiana, Jessica Paola,
  Daniela Alejandra, Luz Dary, Sara Valentina, María José, Yenny Carolina, Mónica Alejandra, Lady Viviana,
  Kelly Johana, Juliana Andrea, Ángela Patricia, Adriana Lucía, Paola Andrea, Liliana Marcela
`);

export const surnames = list(`
  Rodríguez, Gómez, González, Martínez, García, López, Hernández, Sánchez, Ramírez, Pérez, Díaz,
  Muñoz, Rojas, Moreno, Jiménez, Torres, Vargas, Castro, Gutiérrez, Ortiz, Suárez, Herrera,
  Castillo, Romero, Álvarez, Ruiz, Mendoza, Parra, Guerrero, Cárdenas, Medina, Rincón, Cruz, Peña,
  Acosta, Rivera, Vásquez, Salazar, Beltrán, Contreras, Carvajal, Pineda, Bermúdez, Cortés, Duarte,
  Forero, Niño, Quiroga, Sierra, Velásquez, Villamizar, Cifuentes, Mora, Pardo, Bautista,
  Benavides, Cabrera, Camacho, Garzón, Pinzón, Ardila, Bello, Chaparro, Galindo, Hurtado, León,
  Malagón, Ochoa, Prieto, Rubiano, Sanabria, Támara, Useche, Vega, Zambrano, Ávila, Buitrago,
  Cuervo, Espitia, Fajardo, Lozano
`);

/** Surnames frequent in Antioquia, mixed in at the Medellín site. */
export const antioquianSurnames = list(`
  Restrepo, Giraldo, Ospina, Cardona, Osorio, Zapata, Arango, Henao, Mejía, Valencia, Quintero,
  Bedoya, Marín, Agudelo, Montoya, Londoño, Echeverri, Correa, Arias, Betancur, Uribe, Ríos, Serna,
  Tobón, Vélez, Cano, Jaramillo, Escobar, Gaviria, Sepúlveda, Posada, Alzate, Hoyos, Duque, Ocampo,
  Villa, Palacio, Franco, Monsalve, Muñoz
`);

/** Bogotá localities with some of their neighbourhoods, weighted towards the south and west. */
export const bogotaPlaces: readonly (readonly [
  locality: string,
  weight: number,
  neighbourhoods: readonly string[],
])[] = [
  ['Kennedy', 14, ['Patio Bonito', 'Timiza', 'Castilla', 'Kennedy Central', 'Las Américas', 'Corabastos']],
  ['Bosa', 12, ['Bosa Centro', 'El Recreo', 'La Libertad', 'Bosa Porvenir', 'San Bernardino']],
  ['Ciudad Bolívar', 11, ['Lucero Alto', 'Arborizadora Alta', 'Perdomo', 'Jerusalén', 'San Francisco']],
  ['Suba', 10, ['Suba Centro', 'El Rincón', 'Tibabuyes', 'Lisboa', 'Gaitana']],
  ['Engativá', 9, ['Minuto de Dios', 'Engativá Pueblo', 'Garcés Navas', 'Villas de Granada', 'Álamos']],
  ['Usme', 7, ['Santa Librada', 'Yomasa', 'El Danubio', 'Usme Centro', 'La Aurora']],
  ['San Cristóbal', 7, ['20 de Julio', 'La Victoria', 'San Blas', 'Sociego', 'Altamira']],
  ['Rafael Uribe Uribe', 6, ['Quiroga', 'Marco Fidel Suárez', 'Diana Turbay', 'Molinos', 'San Jorge']],
  ['Tunjuelito', 4, ['Tunjuelito', 'Venecia', 'San Carlos', 'Abraham Lincoln']],
  ['Fontibón', 4, ['Fontibón Centro', 'Modelia', 'Hayuelos', 'Zona Franca']],
  ['Puente Aranda', 3, ['Ciudad Montes', 'Galán', 'Puente Aranda', 'Tejar']],
  ['Usaquén', 3, ['Verbenal', 'Toberín', 'Santa Bárbara', 'Cedritos']],
  ['Los Mártires', 2, ['Santa Fe', 'La Estanzuela', 'Paloquemao']],
  ['Antonio Nariño', 2, ['Restrepo', 'Ciudad Jardín Sur', 'Santander Sur']],
  ['Santa Fe', 2, ['Las Cruces', 'La Perseverancia', 'Egipto']],
  ['Barrios Unidos', 2, ['Doce de Octubre', 'Siete de Agosto', 'Rionegro']],
  ['Teusaquillo', 1, ['Galerías', 'La Soledad', 'Palermo']],
  ['Chapinero', 1, ['Chapinero Central', 'Pardo Rubio', 'Marly']],
  ['La Candelaria', 1, ['La Candelaria', 'Belén', 'Egipto']],
  ['Soacha', 5, ['Ciudad Verde', 'León XIII', 'Compartir', 'San Mateo']],
];

/** Medellín comunas and neighbouring municipalities with some of their neighbourhoods. */
export const medellinPlaces: readonly (readonly [
  locality: string,
  weight: number,
  neighbourhoods: readonly string[],
])[] = [
  ['Popular', 8, ['Santo Domingo Savio', 'Granizal', 'Popular', 'La Esperanza']],
  ['Santa Cruz', 6, ['Santa Cruz', 'La Rosa', 'Moscú No. 1', 'Villa del Socorro']],
  ['Manrique', 8, ['Manrique Central', 'La Salle', 'Versalles', 'El Raizal']],
  ['Aranjuez', 7, ['Aranjuez', 'Moravia', 'Berlín', 'San Isidro']],
  ['Castilla', 5, ['Castilla', 'Florencia', 'Tejelo', 'Boyacá']],
  ['Doce de Octubre', 7, ['Doce de Octubre', 'Kennedy', 'Pedregal', 'El Progreso']],
  ['Robledo', 7, ['Robledo', 'Pajarito', 'El Diamante', 'Aures']],
  ['Villa Hermosa', 6, ['Villa Hermosa', 'Enciso', 'La Mansión', 'Las Estancias']],
  ['Buenos Aires', 5, ['Buenos Aires', 'Miraflores', 'Caicedo', 'Loreto']],
  ['San Javier', 6, ['20 de Julio', 'El Salado', 'Belencito', 'La Independencia']],
  ['Belén', 5, ['Belén Rosales', 'Las Playas', 'Altavista', 'La Mota']],
  ['Guayabal', 3, ['Guayabal', 'Trinidad', 'Santa Fe', 'Cristo Rey']],
  ['La Candelaria', 3, ['Boston', 'Prado', 'San Benito', 'Villanueva']],
  ['Laureles-Estadio', 1, ['Laureles', 'Carlos E. Restrepo', 'Los Colores']],
  ['Bello', 7, ['Niquía', 'París', 'Zamora', 'Santa Ana']],
  ['Itagüí', 5, ['Santa María', 'San Pío X', 'Calatrava', 'La Gloria']],
  ['Envigado', 2, ['La Magnolia', 'Zúñiga', 'El Dorado']],
];

/** Mobile prefixes of the Colombian operators (numbers are ten digits, 3xx xxx xxxx). */
export const mobilePrefixes = list(`
  300, 301, 302, 304, 305, 310, 311, 312, 313, 314, 315, 316, 317, 318, 319, 320, 321, 322, 323,
  324, 350, 351
`);

export const streetTypes = [
  ['Calle', 5],
  ['Carrera', 5],
  ['Transversal', 1],
  ['Diagonal', 1],
  ['Avenida Calle', 0.5],
] as const;

/** A Colombian street address: "Calle 45 Sur # 78C-12 Int. 3 Apto 201". */
export function streetAddress(r: Random, city: 'bogota' | 'medellin'): string {
  const type = r.weighted(streetTypes);
  const letter = () => (r.chance(0.25) ? r.pick(['A', 'B', 'C', 'Bis', 'D']) : '');
  const south =
    city === 'bogota' && (type === 'Calle' || type === 'Diagonal') && r.chance(0.45) ? ' Sur' : '';
  const first = south ? r.int(1, 90) : city === 'bogota' ? r.int(1, 170) : r.int(1, 120);
  const east = city === 'bogota' && type === 'Carrera' && r.chance(0.12) ? ' Este' : '';
  let address = `${type} ${first}${letter()}${south}${east} # ${r.int(1, 120)}${letter()}-${String(r.int(2, 98)).padStart(2, '0')}`;
  if (r.chance(0.35))
    address += r.chance(0.5) ? ` Apto ${r.int(1, 5)}0${r.int(1, 4)}` : ` Int. ${r.int(1, 12)}`;
  return address;
}

export function mobilePhone(r: Random): string {
  return `${r.pick(mobilePrefixes)} ${r.digits(3)} ${r.digits(4)}`;
}
