import { CalendarClock, Paperclip } from "lucide";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, test } from "vitest";
import { Icon } from "~/components/ui/icon";

const draw = (icon: typeof Paperclip, className?: string) => renderToStaticMarkup(createElement(Icon, { icon, className }));

describe("Icon", () => {
  test("draws the icon's shapes in a decorative 24-unit SVG, sized by its class", () => {
    const markup = draw(Paperclip, "h-4 w-4");
    expect(markup).toMatch(/^<svg [^>]*viewBox="0 0 24 24"[^>]*aria-hidden="true"[^>]*class="h-4 w-4">/);
    expect(markup).toContain('stroke="currentColor"');
    expect(markup).toContain(`<path d="${Paperclip[0][1].d}"></path>`);
    expect(markup.match(/<(path|rect|circle|line|polyline) /g)).toHaveLength(Paperclip.length);
  });

  test("keeps each icon's shapes apart from another's, whatever the class", () => {
    expect(draw(CalendarClock, "a")).not.toEqual(draw(Paperclip, "a"));
    expect(draw(CalendarClock, "a").replace('class="a"', 'class="b"')).toEqual(draw(CalendarClock, "b"));
  });

  test("gives every render the same shape elements, made once", () => {
    const shapes = () => (Icon({ icon: CalendarClock }) as { props: { children: unknown } }).props.children;
    expect(shapes()).toBe(shapes());
  });
});
