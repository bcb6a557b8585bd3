import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { loadCatalog } from "~/i18n/catalog-registry";

function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <RemixBrowser />
      </StrictMode>,
    );
  });
}

// The page must hydrate with the messages it was rendered with (decision 124), named by the root's preload link (the
// root's data is still being decoded at this point). Should they not arrive, the page stays as the server sent it: its
// links and forms work as they do without JavaScript.
const catalog = document.querySelector("link[data-messages]")?.getAttribute("href");
if (catalog) loadCatalog(catalog).then(hydrate, (error: unknown) => console.error(error));
else hydrate();
