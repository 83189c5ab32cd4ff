// Request and response shapes of the deals calls (issue 3).
export {};
