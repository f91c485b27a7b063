/* The push worker's name before issue 14. Browsers that registered it then keep a worker
 * under this name until the page registers /sw.js in its place; meanwhile it runs the
 * same code, the app's one worker (pushes and the offline shell). */
importScripts('/sw.js');
