import path from "node:path";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    alias: { "~": path.resolve(import.meta.dirname, "app") },
  },
  test: {
    include: ["tests/unit/**/*.test.ts", "tests/integration/**/*.test.ts"],
    globalSetup: ["tests/setup/global-setup.ts"],
    setupFiles: ["tests/setup/database.ts"],
    pool: "forks",
    testTimeout: 20_000,
    env: {
      NODE_ENV: "test",
      SESSION_SECRET: "test-session-secret-that-is-long-enough-0123456789",
      APP_URL: "http://localhost:3000",
      APP_TIME_ZONE: "Asia/Kathmandu",
    },
  },
});
