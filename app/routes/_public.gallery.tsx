import type { MetaFunction } from "@remix-run/node";
import { PageHeader } from "~/components/marketing/page-header";
import { GALLERY } from "~/content/gallery";
import { seoMeta } from "~/utils/meta";

export const meta: MetaFunction = ({ matches }) => seoMeta("Gallery", "Classes, campus tours, counselling sessions, mock interviews and graduations: moments from our students' journeys.", matches);

export default function GalleryPage() {
  return (
    <>
      <PageHeader eyebrow="Gallery" title="Moments from our students' journeys">
        <p>Classes, campus tours, counselling sessions and graduations.</p>
      </PageHeader>
      <section aria-label="Photos" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {GALLERY.map((item) => (
            <li key={item.id}>
              <figure className="overflow-hidden rounded-lg border border-gray-200 bg-white shadow-sm">
                <img src={item.src} alt={item.alt} width={item.width} height={item.height} loading="lazy" decoding="async" className="h-auto w-full" />
                <figcaption className="p-4 font-medium text-gray-900">{item.caption}</figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
