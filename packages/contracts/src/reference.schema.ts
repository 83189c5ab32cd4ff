// Request and response shapes of the reference calls (issue 3).
export {};
