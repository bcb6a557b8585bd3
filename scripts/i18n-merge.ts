// Adds or replaces messages in the message files (app/i18n/messages/<language>.json) and keeps their keys sorted:
//   npx tsx scripts/i18n-merge.ts <language> <file.json> [<language> <file.json> ...]
// where each file is a flat object of keys to messages. Several people (or sessions) can run it at once: a lock
// directory makes each merge read and write the file alone.
import { mkdirSync, readFileSync, rmdirSync, writeFileSync } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";

const MESSAGES_DIR = new URL("../app/i18n/messages/", import.meta.url);
const LOCK = new URL("../app/i18n/messages/.lock", import.meta.url);

async function withLock(work: () => void) {
  for (let attempt = 0; ; attempt++) {
    try {
      mkdirSync(LOCK);
      break;
    } catch {
      if (attempt > 600) throw new Error(`${LOCK.pathname} is held: remove it if no merge runs`);
      await sleep(50);
    }
  }
  try {
    work();
  } finally {
    rmdirSync(LOCK);
  }
}

const args = process.argv.slice(2);
if (args.length === 0 || args.length % 2 !== 0) {
  console.error("usage: npx tsx scripts/i18n-merge.ts <language> <file.json> [<language> <file.json> ...]");
  process.exit(1);
}

await withLock(() => {
  for (let index = 0; index < args.length; index += 2) {
    const [language, file] = [args[index], args[index + 1]];
    const target = new URL(`${language}.json`, MESSAGES_DIR);
    const current = JSON.parse(readFileSync(target, "utf8")) as Record<string, string>;
    const added = JSON.parse(readFileSync(file, "utf8")) as Record<string, string>;
    for (const [key, message] of Object.entries(added)) {
      if (typeof message !== "string") throw new Error(`${file}: ${key} is not a string`);
    }
    const merged = { ...current, ...added };
    const sorted = Object.fromEntries(Object.keys(merged).sort().map((key) => [key, merged[key]]));
    writeFileSync(target, `${JSON.stringify(sorted, null, 2)}\n`);
    console.log(`${language}: ${Object.keys(added).length} merged, ${Object.keys(sorted).length} in all`);
  }
});
