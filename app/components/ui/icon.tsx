import type { IconNode } from "lucide";
import { createElement, type ReactElement } from "react";

// An icon's shapes never change, so each icon's are made into React elements once and the same elements are given to
// every render. lucide-react rebuilt every icon's attributes, class list and shapes on each render, for every icon of
// the sidebar on every admin page (decision 087).
const shapesByIcon = new WeakMap<IconNode, ReactElement[]>();

function shapesOf(icon: IconNode) {
  let shapes = shapesByIcon.get(icon);
  if (!shapes) {
    shapes = icon.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes }));
    shapesByIcon.set(icon, shapes);
  }
  return shapes;
}

/**
 * A Lucide icon (the `lucide` package's shapes, e.g. `import { Mail } from "lucide"`), decorative: hidden from
 * assistive technology, since the text beside it says what it means. Sized by `className`.
 */
export function Icon({ icon, className }: { icon: IconNode; className?: string }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={24}
      height={24}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      className={className}
    >
      {shapesOf(icon)}
    </svg>
  );
}
