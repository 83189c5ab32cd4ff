// Tables of the accounts area (issue 3). Re-exported by schema.ts, which drizzle-kit reads.
export {};
