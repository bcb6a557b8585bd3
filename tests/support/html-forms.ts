/**
 * The forms of a page as the server rendered it, read from its HTML without a browser: what a browser with JavaScript
 * off would post. The markup is React's server output (attributes quoted with `"`, void elements closed), which a
 * small tokenizer reads; a control outside its form (`form="id"`) is counted in the form it names.
 */

/** One control that posts a value: an input, a select, a textarea. */
export type FormControl = {
  name: string;
  /** `text`, `email`, `hidden`, `checkbox`, `radio`, `select`, `textarea`, `file`… */
  type: string;
  /** What the control posts as the page shows it; null when it posts nothing (an unticked box, a file input). */
  value: string | null;
  /** The values a choice offers (the options of a select, the value of a box or radio). */
  choices: string[];
  /** The `min` of a date or number input. */
  min: string | null;
};

export type HtmlForm = {
  action: string;
  multipart: boolean;
  controls: FormControl[];
  /** The named submit buttons: each posts its own name and value (an intent). */
  buttons: Array<{ name: string; value: string }>;
};

const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:\s+[^\s=>/]+(?:="[^"]*")?)*)\s*\/?>/g;
const ATTRIBUTE = /([^\s=>/]+)(?:="([^"]*)")?/g;

function decode(text: string) {
  return text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, decimal: string) => String.fromCodePoint(Number(decimal)))
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&apos;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&nbsp;/g, "\u00a0")
    .replace(/&amp;/g, "&");
}

function attributesOf(source: string) {
  const attributes = new Map<string, string>();
  for (const [, name, value] of source.matchAll(ATTRIBUTE)) attributes.set(name.toLowerCase(), decode(value ?? ""));
  return attributes;
}

/** The forms of `html` that post (method="post"), with the address of the page they are on resolving their action. */
export function postForms(html: string, pageUrl: string): HtmlForm[] {
  type Open = HtmlForm & { id: string | null; post: boolean };
  const forms: Open[] = [];
  const byId = new Map<string, Open>();
  const pending: Array<{ formId: string; control?: FormControl; button?: { name: string; value: string } }> = [];
  let current: Open | null = null;
  let select: FormControl | null = null;
  let option: { value: string | null; selected: boolean; start: number } | null = null;
  let textarea: { control: FormControl; start: number } | null = null;

  const place = (attributes: Map<string, string>, item: { control?: FormControl; button?: { name: string; value: string } }) => {
    const formId = attributes.get("form");
    if (formId) return pending.push({ formId, ...item });
    if (!current) return;
    if (item.control) current.controls.push(item.control);
    if (item.button) current.buttons.push(item.button);
  };

  for (const match of html.matchAll(TAG)) {
    const [whole, closing, rawName, rawAttributes] = match;
    const name = rawName.toLowerCase();
    const end = match.index + whole.length;
    if (textarea) {
      if (closing && name === "textarea") {
        textarea.control.value = decode(html.slice(textarea.start, match.index)).replace(/^\n/, "");
        textarea = null;
      }
      continue;
    }
    if (closing) {
      if (name === "form") current = null;
      if (name === "option" && option && select) {
        const value = option.value ?? decode(html.slice(option.start, match.index).replace(/<[^>]*>/g, "")).trim();
        select.choices.push(value);
        if (option.selected || select.value === null) select.value = value;
        option = null;
      }
      if (name === "select") select = null;
      continue;
    }
    const attributes = attributesOf(rawAttributes);
    if (name === "option") {
      if (select) option = { value: attributes.get("value") ?? null, selected: attributes.has("selected"), start: end };
      continue;
    }
    if (name === "form") {
      const method = (attributes.get("method") ?? "get").toLowerCase();
      const form: Open = {
        id: attributes.get("id") ?? null,
        post: method === "post",
        action: new URL(attributes.get("action") ?? pageUrl, pageUrl).toString(),
        multipart: attributes.get("enctype") === "multipart/form-data",
        controls: [],
        buttons: [],
      };
      forms.push(form);
      if (form.id) byId.set(form.id, form);
      current = form;
      continue;
    }
    const fieldName = attributes.get("name");
    if (name === "button" || (name === "input" && ["submit", "image"].includes(attributes.get("type") ?? ""))) {
      const type = attributes.get("type") ?? "submit";
      if (type !== "submit" && type !== "image") continue;
      if (attributes.get("formmethod")?.toLowerCase() === "get") continue;
      if (fieldName) place(attributes, { button: { name: fieldName, value: attributes.get("value") ?? "" } });
      continue;
    }
    if (!fieldName || attributes.has("disabled")) continue;
    if (name === "input") {
      const type = (attributes.get("type") ?? "text").toLowerCase();
      if (type === "reset" || type === "button") continue;
      const value = attributes.get("value") ?? (type === "checkbox" || type === "radio" ? "on" : "");
      const posts = type === "file" ? null : type === "checkbox" || type === "radio" ? (attributes.has("checked") ? value : null) : value;
      place(attributes, { control: { name: fieldName, type, value: posts, choices: type === "checkbox" || type === "radio" ? [value] : [], min: attributes.get("min") ?? null } });
    } else if (name === "select") {
      select = { name: fieldName, type: "select", value: null, choices: [], min: null };
      place(attributes, { control: select });
    } else if (name === "textarea") {
      const control: FormControl = { name: fieldName, type: "textarea", value: "", choices: [], min: null };
      place(attributes, { control });
      textarea = { control, start: end };
    }
  }
  for (const { formId, control, button } of pending) {
    const form = byId.get(formId);
    if (control) form?.controls.push(control);
    if (button) form?.buttons.push(button);
  }
  return forms.filter((form) => form.post).map(({ action, multipart, controls, buttons }) => ({ action, multipart, controls, buttons }));
}
