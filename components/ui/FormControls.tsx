import type { ReactNode } from "react";

/** A text input, select or textarea of a form; red border while the field has an error. */
export const INPUT =
  "mt-1 block w-full rounded-md border border-slate-500 px-3 py-2 aria-[invalid=true]:border-red-700";

/** A failure the user must read: announced at once. */
export function ErrorAlert({ children, className = "" }: { children: ReactNode; className?: string }) {
  return (
    <p
      role="alert"
      className={`rounded-md border border-red-700 bg-red-50 px-3 py-2 text-sm text-red-800 ${className}`}
    >
      {children}
    </p>
  );
}

/** A field's own error, named by the field's aria-describedby. */
export function FieldError({ id, message }: { id: string; message?: string }) {
  return message ? (
    <p id={id} className="mt-1 text-sm text-red-800">
      {message}
    </p>
  ) : null;
}
