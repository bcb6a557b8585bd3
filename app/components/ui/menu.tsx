import { Menu as HeadlessMenu, MenuButton, MenuItem, MenuItems } from "@headlessui/react";
import type { MouseEvent, ReactNode } from "react";
import { useHydrated } from "~/components/ui/use-hydrated";

/**
 * Enter or Space on a highlighted item makes the menu click the item's wrapper; pass that click on to the link or
 * button inside, which is what the user chose. A click that landed on the control itself is left alone.
 */
function activateInnerControl(event: MouseEvent<HTMLDivElement>) {
  if (event.target !== event.currentTarget) return;
  event.currentTarget.querySelector<HTMLElement>("a, button")?.click();
}

/**
 * A row menu. Each item is a link or a plain `<form>`, so every action works without JavaScript: until the page is
 * hydrated (or with JavaScript off) the menu is a native disclosure; afterwards it is an accessible headless menu.
 */
export function RowMenu({ label, items }: { label: string; items: Array<{ key: string; node: ReactNode }> }) {
  const hydrated = useHydrated();
  // The highlighted item gets an inset brand outline as well: a grey background alone is far below 3:1 on white.
  const itemClass =
    "block w-full px-4 py-2 text-left text-sm text-gray-700 hover:bg-gray-100 data-[focus]:bg-gray-100 data-[focus]:outline-2 data-[focus]:-outline-offset-2 data-[focus]:outline-brand-600";
  const triggerClass = "rounded-md px-2 py-1 text-gray-600 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";
  if (items.length === 0) return null;
  if (!hydrated) {
    return (
      <details className="relative inline-block text-left" data-disclosure>
        <summary className={`cursor-pointer ${triggerClass}`} aria-label={label}>
          ⋯
        </summary>
        <div className="absolute right-0 z-20 mt-1 w-48 rounded-md bg-white py-1 shadow-lg ring-1 ring-black/5">
          {items.map((item) => (
            <div key={item.key} className={itemClass}>
              {item.node}
            </div>
          ))}
        </div>
      </details>
    );
  }
  return (
    <HeadlessMenu as="div" className="relative inline-block text-left">
      <MenuButton className={triggerClass} aria-label={label}>
        ⋯
      </MenuButton>
      <MenuItems anchor="bottom end" className="z-20 mt-1 w-48 rounded-md bg-white py-1 shadow-lg ring-1 ring-black/5 focus:outline-none">
        {items.map((item) => (
          <MenuItem key={item.key} as="div" className={itemClass} onClick={activateInnerControl}>
            {item.node}
          </MenuItem>
        ))}
      </MenuItems>
    </HeadlessMenu>
  );
}
