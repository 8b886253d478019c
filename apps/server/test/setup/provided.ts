declare module 'vitest' {
  export interface ProvidedContext {
    /** A gzipped PGlite data directory with every migration applied. */
    pgliteSnapshotPath: string;
    /** Connection URL of the throwaway PostgreSQL server's maintenance database. */
    postgresAdminUrl: string;
    /** Name of the migrated template database each test file copies. */
    postgresTemplate: string;
  }
}
export {};
