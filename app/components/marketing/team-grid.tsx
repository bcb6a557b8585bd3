import { ResponsiveImage } from "~/components/content/responsive-image";
import { initials } from "~/domain/text";
import type { MediaImageRef } from "~/domain/media";
import { UntranslatedNote, contentLang } from "~/components/content/content-language";
import { useLocale } from "~/i18n/i18n";

/** `lang`: the language the title and bio are in (English on a Nepali page until an editor translates them). */
export type TeamGridMember = { id: number; name: string; title: string; bio: string; lang: string; photo: { image: MediaImageRef; alt: string } | null };

/** The team as /team and the about page show it: a photo (or the initials), the name, the title and a short bio. */
export function TeamGrid({ members }: { members: readonly TeamGridMember[] }) {
  const locale = useLocale();
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {members.map((member) => (
        <li key={member.id} className="rounded-lg border border-gray-200 bg-white p-6 text-center shadow-sm">
          {member.photo ? (
            <ResponsiveImage image={member.photo.image} alt={member.photo.alt} sizes="80px" className="mx-auto h-20 w-20 rounded-full object-cover" />
          ) : (
            <span aria-hidden="true" className="mx-auto flex h-20 w-20 items-center justify-center rounded-full bg-brand-100 text-2xl font-bold text-brand-700">
              {initials(member.name)}
            </span>
          )}
          <h3 className="mt-4 font-semibold text-gray-900">{member.name}</h3>
          <div lang={contentLang(member.lang, locale)}>
            <p className="text-sm font-medium text-brand-700">{member.title}</p>
            {member.bio ? <p className="mt-3 text-sm text-gray-600">{member.bio}</p> : null}
          </div>
          <UntranslatedNote lang={member.lang} className="mt-3" />
        </li>
      ))}
    </ul>
  );
}
