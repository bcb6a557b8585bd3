import { defineSharedRoutes } from "./app/shared-routes/mounts.js";

// REMIX_BUILD_DIR lets two builds live side by side (e.g. parallel browser-test runs on one machine).
const buildDir = process.env.REMIX_BUILD_DIR;

/** @type {import('@remix-run/dev').AppConfig} */
export default {
  ignoredRouteFiles: ["**/.*", "**/*.test.{ts,tsx}"],
  // Besides app/routes: the pages that differ only by a kind or a slug, one module each at several addresses.
  routes: defineSharedRoutes,
  serverModuleFormat: "esm",
  postcss: true,
  // Bundled (tree-shaken) into the server build instead of imported whole, since each serving process loads what the
  // build imports: lucide's index loads every one of its icons (decision 061); @react-email/components' index loads
  // Tailwind, Prettier, Prism and an HTML-to-text converter beside the dozen components the mail uses (069); date-fns'
  // index loads its 250-odd functions for the two the app calls, and Headless UI's loads every widget with React Aria,
  // Floating UI and TanStack Virtual for the dialog and the menu (077). tests/e2e/server-build.spec.ts fails when the
  // build imports one of them.
  serverDependenciesToBundle: [
    /^lucide/,
    /^@react-email\//,
    /^date-fns/,
    /^@headlessui\//,
    /^@floating-ui\//,
    /^@?react-aria/,
    /^@?react-stately/,
    /^@tanstack\//,
    /^@swc\/helpers/,
    /^@internationalized\//,
    /^tabbable/,
  ],
  ...(buildDir ? { serverBuildPath: `${buildDir}/index.js`, assetsBuildDirectory: `${buildDir}/assets`, publicPath: "/build/" } : {}),
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_lazyRouteDiscovery: true,
    v3_singleFetch: true,
  },
};
