/**
 * The entry. When the built page shows its static sign-in form (public/sign-in-shell.js), the browser
 * first draws it and only then runs the app's modules (about 150 ms of script at 4x CPU throttling), so the
 * form is on screen and takes keystrokes before the app takes it over. The app's modules and stylesheet are
 * asked for then, all at once (the build's preload of a dynamic import's chunks), not by index.html: the
 * parser issuing twenty preloads through the service worker delayed the first frame more than they saved.
 */
const start = () => import('./app/start');

if (document.documentElement.hasAttribute('data-sign-in-shell')) {
  // After the next frame is drawn: a task queued from the frame's animation callback.
  requestAnimationFrame(() => setTimeout(() => void start(), 0));
} else {
  void start();
}
