import { unknownFilterErrors, type ListQuery, type ListSpec } from "./list-query";

/*
 * The gallery (decision 114): albums of photos, each album shown or hidden (kept, off the site, never deleted) in the
 * editors' order, each photo an image of the media library with its own caption and alt text.
 */

export const ALBUM_FIELD_MAX = { title: 120, description: 600 } as const;
export const PHOTO_FIELD_MAX = { caption: 160, alt: 200 } as const;
/** The gap a new album or photo leaves after the last one, so one can go between later without renumbering. */
export const POSITION_STEP = 10;

/** How many photos of each album /gallery shows; the album's own page shows them all. */
export const GALLERY_PREVIEW_SIZE = 6;

export const GALLERY_SORT_KEYS = ["position", "title", "updated"] as const;
export type GallerySortKey = (typeof GALLERY_SORT_KEYS)[number];

/** The albums at /admin/content/gallery: searched on title and slug, in the site's order. */
export const GALLERY_ADMIN_LIST: ListSpec<GallerySortKey, Record<string, never>> = {
  sortKeys: GALLERY_SORT_KEYS,
  defaultSort: "position",
  filterKeys: [],
  parseFilters: (raw) => ({ filters: {}, errors: unknownFilterErrors(raw, []) }),
  filtersToJson: () => ({}),
};
export type GalleryAdminQuery = ListQuery<GallerySortKey, Record<string, never>>;

/** "6 photos", "1 photo", "No photos yet". */
export function photoCount(count: number) {
  if (count === 0) return "No photos yet";
  return count === 1 ? "1 photo" : `${count} photos`;
}
