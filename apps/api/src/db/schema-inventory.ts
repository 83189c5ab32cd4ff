// Tables of the inventory area (issue 3). Re-exported by schema.ts, which drizzle-kit reads.
export {};
