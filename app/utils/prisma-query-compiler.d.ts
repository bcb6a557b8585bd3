// The generated clients load their query compiler from these modules; query-plan-cache.server.ts wraps its compile.
declare module "@prisma/client/runtime/query_compiler_bg.sqlite.mjs" {
  export class QueryCompiler {
    compile(query: string): unknown;
    compileBatch(batch: string): unknown;
  }
}
declare module "@prisma/client/runtime/query_compiler_bg.postgresql.mjs" {
  export class QueryCompiler {
    compile(query: string): unknown;
    compileBatch(batch: string): unknown;
  }
}
