import createPurifier, { type WindowLike } from 'dompurify';
import { JSDOM } from 'jsdom';
import { purifyingSanitizer, type Sanitize } from '@travel/ui';

/**
 * Agency HTML sanitised on the server by the browser's rules: DOMPurify needs a DOM, and one
 * empty jsdom window, made once, serves every page.
 */
export function serverSanitizer(): Sanitize {
  // jsdom's window is a whole DOM; DOMPurify's type names the few parts it uses, which it has.
  return purifyingSanitizer(createPurifier, new JSDOM('').window as unknown as WindowLike);
}
