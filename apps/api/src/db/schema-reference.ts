// Tables of the reference area (issue 3). Re-exported by schema.ts, which drizzle-kit reads.
export {};
