// The build's entry module gives the server what server/app.ts asks of it: `npm run typecheck` fails when an export
// the server calls is renamed, removed or changes its type. Types only, outside the server's build (the server loads
// the entry module from the Remix build at run time, not from app/).
import type * as entry from "../app/entry.server";
import type { AppEntryModule } from "./app.js";

type Satisfies<Module extends AppEntryModule> = Module;
export type EntryContract = Satisfies<typeof entry>;
