import { defaultWidth, variantSrcSet, variantUrl, type MediaImageRef } from "~/domain/media";

/**
 * An image of the media library at the width the layout gives it: the browser picks a WebP variant (or a JPEG one,
 * if it takes no WebP) from `sizes`. Width and height are the image's, so the page keeps its place before the file
 * arrives; lazy unless the image is the first thing a visitor sees.
 */
export function ResponsiveImage({
  image,
  alt,
  sizes,
  loading = "lazy",
  className,
}: {
  image: MediaImageRef;
  /** What the image shows, for people who cannot see it; "" only for a decorative image beside text that says it all. */
  alt: string;
  /** The width the image takes in the layout, e.g. "(min-width: 1024px) 33vw, 100vw". */
  sizes: string;
  loading?: "lazy" | "eager";
  className?: string;
}) {
  const width = defaultWidth(image.widths);
  return (
    <picture>
      <source type="image/webp" srcSet={variantSrcSet(image, "webp")} sizes={sizes} />
      <img
        src={variantUrl(image.storageKey, width, "jpeg")}
        srcSet={variantSrcSet(image, "jpeg")}
        sizes={sizes}
        alt={alt}
        width={image.width}
        height={image.height}
        loading={loading}
        decoding="async"
        className={className}
      />
    </picture>
  );
}
