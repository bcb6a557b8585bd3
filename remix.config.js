// REMIX_BUILD_DIR lets two builds live side by side (e.g. parallel browser-test runs on one machine).
const buildDir = process.env.REMIX_BUILD_DIR;

/** @type {import('@remix-run/dev').AppConfig} */
export default {
  ignoredRouteFiles: ["**/.*", "**/*.test.{ts,tsx}"],
  serverModuleFormat: "esm",
  postcss: true,
  ...(buildDir ? { serverBuildPath: `${buildDir}/index.js`, assetsBuildDirectory: `${buildDir}/assets`, publicPath: "/build/" } : {}),
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_lazyRouteDiscovery: true,
    v3_singleFetch: true,
  },
};
