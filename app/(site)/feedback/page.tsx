import { getLocale, getMessages } from "next-intl/server";
import { ContentPage, contentMetadata } from "@/components/content/ContentPage";
import { BulletList, Section } from "@/components/content/Section";
import { EmailLink } from "@/components/content/EmailLink";
import { LocalizedLink } from "@/components/i18n/LocalizedLink";
import { LocalizedText } from "@/components/i18n/LocalizedText";
import { FeedbackForm } from "@/components/forms/FeedbackForm";
import { pageFieldsOf } from "@/lib/content/page-data";
import { feedbackPageFields } from "@/lib/content/page-fields/forms";
import { textIn, type Localized } from "@/lib/content/localized";

export const generateMetadata = () => contentMetadata(feedbackPageFields.path);

const linkClass = "font-semibold text-brand-900 underline hover:text-brand-700";

/** The feedback form GIGW asks every government website to offer; messages go to the staff's submissions list. */
export default async function FeedbackPage() {
  const [locale, { forms }, content] = await Promise.all([
    getLocale(),
    getMessages(),
    pageFieldsOf(feedbackPageFields),
  ]);
  const w = forms.feedback;
  const say = (text: Localized) => <LocalizedText value={text} locale={locale} />;
  return (
    <ContentPage path={feedbackPageFields.path}>
      <div className="grid gap-12 lg:grid-cols-[1fr_2fr]">
        <div>
          <Section id="use-for" heading={w.useForHeading}>
            <p>{w.useForIntro}</p>
            <BulletList items={content.useFor.map((item) => textIn(item, locale))} />
            <p>
              {say(content.notFor)}{" "}
              <LocalizedLink href={content.grievanceLink.path} locale={locale} className={linkClass}>
                {say(content.grievanceLink.name)}
              </LocalizedLink>
            </p>
          </Section>
          <Section id="after-sending" heading={w.afterHeading}>
            <p>{say(content.afterSending)}</p>
            <p>
              {say(content.contact.text)} <EmailLink email={content.contact.email} />
            </p>
          </Section>
        </div>
        <Section id="send" heading={w.sendHeading}>
          <p className="max-w-3xl text-sm text-slate-700">
            {say(content.privacy)}{" "}
            <LocalizedLink href={content.privacyLink.path} locale={locale} className={linkClass}>
              {say(content.privacyLink.name)}
            </LocalizedLink>
          </p>
          <div className="pt-2">
            <FeedbackForm words={{ frame: forms.frame, errors: forms.errors, fields: forms.fields, feedback: w }} />
          </div>
        </Section>
      </div>
    </ContentPage>
  );
}
