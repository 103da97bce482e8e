/*
 * Decides, before anything is drawn, whether the static sign-in form that the build put in index.html
 * (vite.config.ts, `signInShell`) shows: only where the app shows the sign-in form first, at / or /login
 * with no session in this tab (src/api/session.ts keeps it in session storage under `canguro.session`).
 * A signed-in user, a deep link or an embedded view gets the empty page as before, never a form that then
 * disappears. A classic script at the top of <head>, not an inline one: the Content-Security-Policy allows
 * none. Until the app takes the form over (src/features/platform/login/prerendered-form.ts) a submit is
 * held there, never sent by the browser.
 */
/* global document, location, sessionStorage, window */
(function () {
  if (location.pathname !== '/' && location.pathname !== '/login') return;
  // Over plain http on a network name no sign-in can work: the app shows what to do instead of a form
  // (src/features/platform/login/secure-context.ts), so the form never shows to disappear.
  if (window.isSecureContext === false) return;
  try {
    var stored = JSON.parse(sessionStorage.getItem('canguro.session') || 'null');
    if (stored && (stored.user || stored.tokens)) return;
  } catch {
    // Unreadable or denied: the app starts without a session too, on the sign-in form.
  }
  document.documentElement.setAttribute('data-sign-in-shell', '');
  document.addEventListener(
    'submit',
    function (event) {
      var shell = event.target.closest && event.target.closest('#sign-in-shell');
      if (!shell) return;
      event.preventDefault();
      shell.setAttribute('data-submit-held', '');
    },
    true,
  );
})();
