import { StaticImage } from "./StaticImage";

/** Full-screen view while a page loads: the logo above an animated loader. */
export function LoadingView() {
  return (
    <div
      role="status"
      aria-live="polite"
      className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-6 bg-slate-100"
    >
      <StaticImage src="/logo.svg" alt="DSEU" width={96} height={96} preload />
      <StaticImage src="/loader.svg" alt="Loading..." width={64} height={64} preload />
    </div>
  );
}
