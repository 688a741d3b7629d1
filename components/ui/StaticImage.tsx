type Props = {
  /** An SVG from public/: vector pictures need neither resizing nor another format. */
  src: `${string}.svg`;
  alt: string;
  width: number;
  height: number;
  className?: string;
  /** The page's largest picture (or one needed at once): fetched eagerly and first, never lazily. */
  preload?: boolean;
  "aria-hidden"?: boolean;
};

/**
 * A picture of the site's own (all SVG) as a plain <img> with its intrinsic size, so the page
 * never shifts while it loads. next/image would serve these files unchanged, and it is a browser
 * component: using it anywhere on a page adds its code to that page's JavaScript. Raster photos,
 * which need resizing and modern formats, should use next/image.
 */
export function StaticImage({ src, alt, width, height, className, preload = false, "aria-hidden": ariaHidden }: Props) {
  return (
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      className={className}
      loading={preload ? "eager" : "lazy"}
      fetchPriority={preload ? "high" : undefined}
      decoding="async"
      aria-hidden={ariaHidden}
    />
  );
}
