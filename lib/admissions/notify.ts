import { university } from "../site";
import type { MailMessage } from "../mail";
import { siteContacts } from "../content/site-contacts";
import { letterFileName, renderAllotmentLetter } from "./letter";
import type { CandidateResult, RoundInfo } from "./records";
import { roundPage } from "./rounds";
import { STATUS_TEXT, letterAvailable } from "./rules";
import { formatIndiaDate } from "../time";

function indianDateTime(iso: string): string {
  return formatIndiaDate(iso, "longDateTime");
}

/** The email a candidate receives when their seat decision is recorded, with the letter when they kept the seat. */
export async function decisionEmail(to: string, result: CandidateResult, round: RoundInfo): Promise<MailMessage> {
  const status = STATUS_TEXT[result.status];
  const contacts = await siteContacts();
  const schedule = roundPage(round.key).schedule;
  const lines = [
    `Dear ${result.name},`,
    "",
    `Your seat decision in ${round.title} was recorded${result.decidedAt ? ` on ${indianDateTime(result.decidedAt)} (India time)` : ""}.`,
    "",
    `Decision: ${status.title}`,
    status.text,
    "",
    `Form number: ${result.formNumber}`,
    `Programme: ${result.program}`,
    `Campus: ${result.campus}`,
  ];
  if (schedule.length) {
    lines.push("", "Dates of this round:", ...schedule.map((item) => `- ${item.label}: ${item.when}`));
  }
  const attachments: MailMessage["attachments"] = [];
  if (letterAvailable(result.status)) {
    lines.push("", "Your seat-allotment letter is attached. Keep it with your fee payment slip.");
    attachments.push({
      filename: letterFileName(result),
      content: await renderAllotmentLetter(result, round, contacts),
      contentType: "application/pdf",
    });
  }
  lines.push(
    "",
    `This message was sent automatically. For help, write to ${contacts.admissionHelpdeskEmail}.`,
    university.name,
  );
  return {
    to,
    subject: `${round.title}: ${status.title} (form ${result.formNumber})`,
    text: lines.join("\n"),
    attachments,
  };
}
