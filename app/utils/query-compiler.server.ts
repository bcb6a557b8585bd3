/** A query compiler's method: a query (or a batch of them) as JSON text in, its plan out. */
export type Compile = (query: string) => unknown;

/** Prisma's query compiler class, from `@prisma/client/runtime/query_compiler_bg.<provider>.mjs`. */
export type CompilerClass = { prototype: { compile: Compile; compileBatch: Compile } };

/**
 * Puts `wrap` around `compile` and `compileBatch` of every compiler made from `QueryCompiler` (one per Prisma client),
 * once per `mark`: each compiler gets a wrap of its own methods, made on its first call. What is wrapped first runs
 * closest to the compiler.
 */
export function wrapCompilers(QueryCompiler: CompilerClass, mark: symbol, wrap: (compile: Compile) => Compile) {
  const prototype = QueryCompiler.prototype as CompilerClass["prototype"] & { [key: symbol]: true | undefined };
  if (prototype[mark]) return;
  for (const method of ["compile", "compileBatch"] as const) {
    const compile = prototype[method];
    const wrapped = new WeakMap<object, Compile>();
    prototype[method] = function (this: object, query: string) {
      let own = wrapped.get(this);
      if (!own) wrapped.set(this, (own = wrap(compile.bind(this))));
      return own(query);
    };
  }
  prototype[mark] = true;
}
