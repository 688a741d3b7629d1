/** Simple line drawings standing for each network (not the networks' own logos). */
const GLYPHS = {
  X: <path d="M5 4l14 16M19 4L5 20" strokeWidth="2.4" />,
  LinkedIn: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="3" />
      <path d="M8 10.5V17M8 7.2v.1M11.5 17v-6.5M11.5 13.2c0-1.7 1.1-2.7 2.5-2.7s2.5 1 2.5 2.7V17" />
    </>
  ),
  Facebook: <path d="M15.5 4h-2.2C11.4 4 10 5.4 10 7.5V10H7.5v3H10v7h3v-7h2.5l.5-3h-3V8c0-.6.4-1 1-1h1.5z" />,
  Instagram: (
    <>
      <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <path d="M17 7v.1" />
    </>
  ),
  YouTube: (
    <>
      <rect x="2.5" y="5.5" width="19" height="13" rx="4" />
      <path d="M10 9.2v5.6l4.8-2.8z" fill="currentColor" />
    </>
  ),
} as const;

/** A network staff add that has no drawing here: two chain links. */
const ANY_NETWORK = (
  <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />
);

/** The drawing for a network by the name staff gave it ("X", "LinkedIn", …), a link for others. */
export function SocialIcon({ network, className = "h-5 w-5" }: { network: string; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {Object.hasOwn(GLYPHS, network) ? GLYPHS[network as keyof typeof GLYPHS] : ANY_NETWORK}
    </svg>
  );
}
