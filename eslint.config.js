import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/*
 * The layers of app/ (README, Layout). Arrows point down only:
 *   routes -> components and features -> auth, jobs -> mail -> models -> utils -> domain
 * domain imports only domain; content is static marketing data that may read domain types and nothing else; utils is
 * infrastructure and never reaches models; auth reads the request's identity (the session cookie, the bearer token,
 * the sign-in and its rate limits) through models and imports neither mail nor jobs; components never import models,
 * routes or server code (a type from a feature's loader is fine: it is erased); models never import components, routes,
 * features, mail delivery (app/mail) or the job worker (app/jobs), which call models and reach the database only
 * through them; only utils/db.server.ts touches Prisma's client. Each file gets one `no-restricted-imports` entry below
 * (a later entry for the same file would replace, not add to, an earlier one), and `../` is refused everywhere in
 * app/ so no relative path slips past the `~/` patterns.
 */
const PRISMA_CLIENT = ["app/utils/db.server.ts", "app/utils/sqlite-adapter.server.ts"];

const rule = (regex, message, options = {}) => ({ regex, message, ...options });
const NO_PARENT_PATHS = rule("^\\.\\./", "Import through `~/...`: a relative path out of the folder hides which layer it reaches.");
const NO_PRISMA = rule("^(~/generated/|@prisma/client)", "Only app/utils/db.server.ts touches Prisma's client; ask a model.");
const NO_DB = rule("^~/utils/db\\.server$", "Routes, components, features, mail and jobs ask a model; only models use the database client.");
const NO_ROUTES = rule("^~/(routes/|shared-routes/|root$)", "Nothing imports a route module: the arrows point down from routes.");
const NO_COMPONENTS = rule("^~/components/", "A component belongs to the routes that render it, never to a lower layer.");
const NO_FEATURES = rule("^~/features/", "Features sit above models and utils: move the shared piece down, or into the feature.");
const NO_CONTENT = rule("^~/content/", "Content is marketing copy; a value that a rule needs belongs in app/domain.");
const NO_MAIL = rule("^~/mail/", "Mail delivery (app/mail) sits above models: a change enqueues its mail through models/mail.server.");
const NO_JOBS = rule("^~/jobs/", "The job worker (app/jobs) calls mail and models; only the process entries start it.");
const LOADED_WHEN_USED = rule(
  "^(pdfkit|stripe|@aws-sdk/client-s3|sharp)$",
  "Load it with `await import()` where it is used: each costs every serving process megabytes it may never need (decision 073).",
  { allowTypeImports: true },
);
const NO_MODELS = rule("^~/models/", "utils is infrastructure: code that looks data up is a model, or reads the request's identity in app/auth.");
const NO_AUTH = rule("^~/auth/", "app/auth reads the request's identity above models and utils: routes and features call it, not the layers below.");

const layer = (files, patterns, ignores = []) => ({
  files,
  ignores,
  rules: { "@typescript-eslint/no-restricted-imports": ["error", { patterns: [NO_PARENT_PATHS, LOADED_WHEN_USED, ...patterns] }] },
});

const layers = [
  layer(["app/domain/**"], [rule("^~/(?!domain/)", "app/domain is pure: it imports only app/domain.")]),
  layer(["app/content/**"], [rule("^~/(?!(domain|content)/)", "app/content is static data: it imports only app/domain and app/content.")]),
  layer(["app/utils/**"], [NO_ROUTES, NO_COMPONENTS, NO_FEATURES, NO_AUTH, NO_JOBS, NO_MAIL, NO_CONTENT, NO_MODELS, NO_PRISMA], PRISMA_CLIENT),
  layer(PRISMA_CLIENT, [NO_ROUTES, NO_COMPONENTS, NO_FEATURES, NO_AUTH, NO_JOBS, NO_MAIL, NO_CONTENT, NO_MODELS]),
  layer(["app/models/**"], [NO_ROUTES, NO_COMPONENTS, NO_FEATURES, NO_AUTH, NO_JOBS, NO_MAIL, NO_PRISMA]),
  layer(["app/auth/**"], [NO_ROUTES, NO_COMPONENTS, NO_FEATURES, NO_JOBS, NO_MAIL, NO_CONTENT, NO_DB, NO_PRISMA]),
  layer(["app/mail/**"], [NO_ROUTES, NO_COMPONENTS, NO_FEATURES, NO_AUTH, NO_JOBS, NO_DB, NO_PRISMA]),
  layer(["app/jobs/**"], [NO_ROUTES, NO_COMPONENTS, NO_FEATURES, NO_AUTH, NO_DB, NO_PRISMA]),
  layer(["app/features/**"], [NO_ROUTES, NO_COMPONENTS, NO_DB, NO_PRISMA]),
  layer(
    ["app/components/**"],
    [
      rule("^~/models/", "Components never import models: the route's loader reads the data and passes it down."),
      rule("^~/(jobs|mail)/", "Components never import the worker or mail delivery: both are server code.", { allowTypeImports: true }),
      rule("^~/(shared-routes|routes)/", NO_ROUTES.message),
      rule("^~/root$", "Only a type may come from the root route (useRouteLoaderData).", { allowTypeImports: true }),
      // (models are left out of this pattern: with a type-only allowance it would let a type from a model through)
      rule("^(?!~/models/).*\\.server$", "Server code in a component breaks the page in the browser; a type from a loader is fine.", { allowTypeImports: true }),
      NO_PRISMA,
    ],
  ),
  layer(["app/routes/**", "app/shared-routes/**", "app/root.tsx", "app/entry.*.tsx"], [NO_DB, NO_PRISMA]),
];

/*
 * A table read with a key it may not have (decision 102): a key cast to the table's key type, a fallback after the
 * lookup, or `key in table` all say the key came from outside, and a plain object answers `constructor`, `toString`
 * or `__proto__` with what every object inherits. Such lookups go through lookup() or hasKey() (app/domain/lookup.ts).
 */
const OWN_KEYS = "Read a table with a key from outside through lookup() or hasKey() (app/domain/lookup.ts): a plain object has `constructor` and `__proto__` too.";
const OWN_KEYS_ONLY = [
  { selector: "MemberExpression[computed=true] > TSAsExpression.property", message: OWN_KEYS },
  { selector: "LogicalExpression[operator=/^(\\?\\?|\\|\\|)$/] > MemberExpression.left[computed=true][property.type=/^(Identifier|MemberExpression|TSAsExpression)$/]", message: OWN_KEYS },
  { selector: "LogicalExpression[operator='??'] > LogicalExpression.left > MemberExpression.right[computed=true][property.type=/^(Identifier|MemberExpression|TSAsExpression)$/]", message: OWN_KEYS },
  { selector: "BinaryExpression[operator='in'][left.type!='Literal']", message: OWN_KEYS },
];

export default tseslint.config(
  { ignores: ["build/**", "public/build/**", "app/generated/**", "node_modules/**", "tests/.tmp/**", "playwright-report/**", "test-results/**", ".build*/**", "build-*/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,js}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_" }],
      "no-console": ["error", { allow: ["warn", "error", "info"] }],
    },
  },
  ...layers,
  {
    // One way to write an audit row (decision 044): recordAudit, which recordAdminChange also goes through.
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/models/audit-log.server.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "CallExpression[callee.object.property.name='auditLog'][callee.property.name=/^(create|createMany|createManyAndReturn|upsert)$/]",
          message: "Write an audit row through recordAudit (app/models/audit-log.server.ts).",
        },
        ...OWN_KEYS_ONLY,
      ],
    },
  },
  { files: ["app/models/audit-log.server.ts"], rules: { "no-restricted-syntax": ["error", ...OWN_KEYS_ONLY] } },
  {
    files: ["scripts/**", "prisma/**", "tests/**"],
    rules: { "no-console": "off" },
  },
);
