/** A mailto link that shows the address itself (people copy it as often as they click it). */
export function EmailLink({ email }: { email: string }) {
  return (
    <a href={`mailto:${email}`} className="break-all text-brand-900 underline hover:text-brand-700">
      {email}
    </a>
  );
}
