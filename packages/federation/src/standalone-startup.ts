// What a standalone remote's page (`npm run dev:<remote>`) waits for before its first API
// call. Dev-only modules fill it from outside packages/* (under MOCKS=1 the webpack factory
// adds mocks/standalone.ts, which starts msw), so the host depends on none of them. No imports:
// such a module runs in the entry chunk, before the shared libraries may be consumed.
const tasks: Promise<unknown>[] = [];

export function beforeStandaloneStart(task: Promise<unknown>): void {
  tasks.push(task);
}

export function standaloneStartupTasks(): Promise<unknown[]> {
  return Promise.all(tasks);
}
