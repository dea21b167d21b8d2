import { pageStorage, tabStorage } from '../embed/page-services';

/**
 * Opens the tab's and the page's storage while a form's answers are on their way: the runtime
 * reads the form's draft from the one and removes an old one from the other as it takes the
 * form over, and a page's first access to each waits for the browser to hand it over (2-11 ms
 * of a visitor's browser here, before the form was ready). Storage that is refused stays so.
 */
export function openStorage(win: Window): void {
  for (const storage of [tabStorage(win), pageStorage(win)]) {
    try {
      storage?.getItem('');
    } catch {
      // Refused (a sandboxed frame, blocked storage): the runtime does without it.
    }
  }
}
