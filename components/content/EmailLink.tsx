import { Fragment } from "react";

/**
 * An email address that may wrap only after its "@" and before its dots, never inside a word:
 * long addresses on a phone break where a reader expects them to.
 */
export function EmailText({ email }: { email: string }) {
  const parts = email.split(/(?<=@)|(?=\.)/);
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </>
  );
}

/**
 * A mailto link that shows the address itself (people copy it as often as they click it). `whole`
 * keeps it on one line (in a table column): Chrome breaks at <wbr> even under `white-space: nowrap`,
 * so the address is then written without them.
 */
export function EmailLink({ email, whole = false }: { email: string; whole?: boolean }) {
  return (
    <a
      href={`mailto:${email}`}
      className={`text-brand-900 underline hover:text-brand-700 ${whole ? "whitespace-nowrap" : "break-words"}`}
    >
      {whole ? email : <EmailText email={email} />}
    </a>
  );
}
