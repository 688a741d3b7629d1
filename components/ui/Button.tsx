import type { ButtonHTMLAttributes } from "react";

const VARIANTS = {
  /** The one main action of a form or view. */
  primary: "bg-brand-900 text-white hover:bg-brand-700",
  /** Other actions beside it. */
  secondary: "border border-brand-900 text-brand-900 hover:bg-brand-50",
  /** An action that removes something for good, once confirmed. */
  danger: "bg-red-800 text-white hover:bg-red-900",
} as const;

const SIZES = {
  md: "px-5 py-2.5",
  sm: "px-4 py-2 text-sm",
} as const;

export type ButtonStyle = { variant?: keyof typeof VARIANTS; size?: keyof typeof SIZES; className?: string };

/**
 * The classes of a button, for a <button> or for a link that looks like one (next/link, <a>), so
 * server components can style links without a client component.
 */
export function buttonClass({ variant = "primary", size = "md", className = "" }: ButtonStyle = {}): string {
  return `inline-block rounded-md font-semibold disabled:cursor-not-allowed disabled:opacity-60 ${VARIANTS[variant]} ${SIZES[size]} ${className}`.trim();
}

/** A button in the site's style; `type` defaults to "button" so it never submits a form by accident. */
export function Button({
  variant,
  size,
  className,
  type = "button",
  ...props
}: ButtonStyle & ButtonHTMLAttributes<HTMLButtonElement>) {
  return <button type={type} className={buttonClass({ variant, size, className })} {...props} />;
}
