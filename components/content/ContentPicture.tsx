import { StaticImage } from "@/components/ui/StaticImage";
import type { ShownPicture } from "@/lib/content/localized";

type PictureProps = { className?: string; preload?: boolean; "aria-hidden"?: boolean };

/** A picture from content: the site's own SVG illustrations as they are, uploaded pictures as stored. */
export function ContentPicture({ picture, preload = false, ...rest }: PictureProps & { picture: ShownPicture }) {
  const { src, alt, width, height } = picture;
  if (src.endsWith(".svg")) {
    return (
      <StaticImage src={src as `${string}.svg`} alt={alt} width={width} height={height} preload={preload} {...rest} />
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={preload ? "eager" : "lazy"}
      fetchPriority={preload ? "high" : undefined}
      decoding="async"
      {...rest}
    />
  );
}
