// REMIX_BUILD_DIR lets two builds live side by side (e.g. parallel browser-test runs on one machine).
const buildDir = process.env.REMIX_BUILD_DIR;

/** @type {import('@remix-run/dev').AppConfig} */
export default {
  ignoredRouteFiles: ["**/.*", "**/*.test.{ts,tsx}"],
  serverModuleFormat: "esm",
  postcss: true,
  // Bundled (tree-shaken) into the server build instead of imported whole: lucide-react's index loads every one of its
  // icons, some 45 MB of memory in each server process (decision 061), and @react-email/components' index loads
  // Tailwind, Prettier, Prism and an HTML-to-text converter beside the dozen components the mail uses, some 24 MB
  // (decision 069).
  serverDependenciesToBundle: [/^lucide-react/, /^@react-email\//],
  ...(buildDir ? { serverBuildPath: `${buildDir}/index.js`, assetsBuildDirectory: `${buildDir}/assets`, publicPath: "/build/" } : {}),
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_lazyRouteDiscovery: true,
    v3_singleFetch: true,
  },
};
