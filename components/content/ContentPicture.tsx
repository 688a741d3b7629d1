import { StaticImage } from "@/components/ui/StaticImage";

type Picture = { src: string; alt: { en: string }; width: number; height: number };

/** A picture from content: the site's own SVG illustrations as they are, uploaded pictures as stored. */
export function ContentPicture({
  picture,
  className,
  preload = false,
}: {
  picture: Picture;
  className?: string;
  preload?: boolean;
}) {
  if (picture.src.endsWith(".svg")) {
    return (
      <StaticImage
        src={picture.src as `${string}.svg`}
        alt={picture.alt.en}
        width={picture.width}
        height={picture.height}
        preload={preload}
        className={className}
      />
    );
  }
  // eslint-disable-next-line @next/next/no-img-element -- uploaded pictures are already sized and stripped by the file pipeline
  return (
    <img
      src={picture.src}
      alt={picture.alt.en}
      width={picture.width}
      height={picture.height}
      className={className}
      loading={preload ? "eager" : "lazy"}
    />
  );
}
