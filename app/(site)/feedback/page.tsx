import Link from "next/link";
import { ContentPage, contentMetadata } from "@/components/content/ContentPage";
import { BulletList, Section } from "@/components/content/Section";
import { EmailLink } from "@/components/content/EmailLink";
import { FeedbackForm } from "@/components/forms/FeedbackForm";
import { feedbackPage as content } from "@/content/pages/forms";

export const generateMetadata = () => contentMetadata(content.page.path);

const linkClass = "font-semibold text-brand-900 underline hover:text-brand-700";

/** The feedback form GIGW asks every government website to offer; messages go to the staff's submissions list. */
export default function FeedbackPage() {
  return (
    <ContentPage path={content.page.path}>
      <div className="grid gap-12 lg:grid-cols-[1fr_2fr]">
        <div>
          <Section id="use-for" heading="What to tell us">
            <p>This form is the right place for:</p>
            <BulletList items={content.useFor} />
            <p>
              {content.notFor}{" "}
              <Link href={content.grievanceLink.path} className={linkClass}>
                {content.grievanceLink.name}
              </Link>
            </p>
          </Section>
          <Section id="after-sending" heading="What happens next">
            <p>{content.afterSending}</p>
            <p>
              {content.contact.text} <EmailLink email={content.contact.email} />
            </p>
          </Section>
        </div>
        <Section id="send" heading="Send your feedback">
          <p className="max-w-3xl text-sm text-slate-700">
            {content.privacy}{" "}
            <Link href={content.privacyLink.path} className={linkClass}>
              {content.privacyLink.name}
            </Link>
          </p>
          <div className="pt-2">
            <FeedbackForm />
          </div>
        </Section>
      </div>
    </ContentPage>
  );
}
