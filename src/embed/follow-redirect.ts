/**
 * Follows a redirect after a submission (spec section 4 "Redirect"). A visitor who comes back
 * with Back may get the page from the back-forward cache, with the form still showing its
 * thank-you: such a restore (`pageshow` with `persisted`) reloads the page instead. Answers the
 * function that stops listening (the form was unmounted).
 */
export function followRedirect(win: Window, url: string): () => void {
  const reloadIfRestored = (event: PageTransitionEvent) => {
    if (event.persisted) win.location.reload();
  };
  win.addEventListener('pageshow', reloadIfRestored);
  win.location.assign(url);
  return () => win.removeEventListener('pageshow', reloadIfRestored);
}
