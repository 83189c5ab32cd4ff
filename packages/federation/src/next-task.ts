/**
 * Ends the current task: what follows runs in a new one, after the browser has had its turn
 * (input, paint). A long start-up split this way never blocks the page for long at a time.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
