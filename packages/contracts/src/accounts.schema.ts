// Request and response shapes of the accounts calls (issue 3).
export {};
