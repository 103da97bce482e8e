/**
 * The support portal behind "Reportar problema" (spec 000 §2 Login and Sidebar), opened in a new tab. One
 * constant: a build sets VITE_SUPPORT_PORTAL_URL to its own help desk; the default is a placeholder on the
 * reserved `.example` domain, so nothing real is reached by mistake.
 */
export const SUPPORT_PORTAL_URL: string =
  import.meta.env.VITE_SUPPORT_PORTAL_URL ?? 'https://soporte.canguro.example/';
