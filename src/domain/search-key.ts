/**
 * The one way text is folded for search: accents removed, lower case, single spaces. Histories and
 * CIE-10 rows store their search text folded with it, and every query is folded the same way (server and
 * device), so "munoz" finds "Muñoz".
 */
export function searchKey(...parts: (string | null | undefined)[]): string {
  return parts
    .filter((p): p is string => typeof p === 'string' && p.length > 0)
    .join(' ')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}
