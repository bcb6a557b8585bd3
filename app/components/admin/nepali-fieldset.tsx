import type { ReactNode } from "react";

/**
 * The content editors' Nepali version of a record's texts, in the same form as the English: optional. A Nepali page
 * shows it where it is written, and the English with a note where it is not. Its inputs take `lang="ne"`, so that a
 * browser checks their spelling as Nepali.
 */
export function NepaliFieldset({ hint, children }: { hint: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-4 rounded-md border border-gray-200 p-4">
      <legend className="px-1 text-sm font-semibold text-gray-900">Nepali version (optional)</legend>
      <p className="text-sm text-gray-600">{hint}</p>
      {children}
    </fieldset>
  );
}
