import type en from "@/messages/en.json";
import { fill } from "../i18n/fill";

/**
 * The words of the visitors' forms that both the browser and the server need: the field-level
 * error messages (one stable code each) and the words of the form's frame. The pages hand the
 * words of their language down from the catalogue ("forms"); the API and the service speak
 * English, from the copies below, which a unit test keeps equal to messages/en.json (a copy, so
 * that the catalogue stays out of the browser's scripts).
 */
export type FormErrorWords = typeof en.forms.errors;
export type FormErrorCode = keyof FormErrorWords;
export type FormFrameWords = typeof en.forms.frame;

export const ENGLISH_FORM_ERRORS: FormErrorWords = {
  nameMissing: "Enter your full name.",
  nameTooLong: "The name must be 120 characters or fewer.",
  emailMissing: "Enter your email address.",
  emailTooLong: "The email address is too long.",
  emailInvalid: "Enter a valid email address, like name@example.com.",
  campusMissing: "Choose your campus.",
  campusUnknown: "Choose a campus from the list.",
  phoneMissing: "Enter your 10-digit mobile number.",
  phoneInvalid: "Enter a 10-digit mobile number, digits only.",
  phoneOptionalInvalid: "Enter a 10-digit mobile number, digits only, or leave it empty.",
  categoryMissing: "Choose the category that fits your grievance best.",
  subjectMissing: "Enter a subject.",
  subjectTooShort: "The subject must be at least 5 characters.",
  subjectTooLong: "The subject must be 150 characters or fewer.",
  descriptionMissing: "Describe your grievance.",
  descriptionTooShort: "Describe your grievance in at least 20 characters.",
  descriptionTooLong: "The description must be 5000 characters or fewer.",
  enrolmentTooLong: "The enrolment number must be 40 characters or fewer.",
  departmentTooLong: "The department must be 160 characters or fewer.",
  programmeMissing: "Enter the programme you studied.",
  programmeTooLong: "The programme must be 160 characters or fewer.",
  attachmentMissing: "Choose a PDF file to attach.",
  attachmentTooLarge: "The attachment must be {size} or smaller.",
  attachmentNotPdf: "The attachment must be a PDF file.",
  attachmentUnreadable: "The attachment could not be read as a PDF. Please check the file and try again.",
  attachmentEncrypted: "The PDF is protected by a password. Please attach a copy without a password.",
  attachmentActiveContent:
    "The PDF contains active content (a script, an action that starts a program or sends data, an embedded file or media, or a hidden archive), which we cannot accept. Please print or export it to a plain PDF and attach that.",
  attachmentTooComplex:
    "The PDF is too large or complex for us to check (too much data, too many pages or objects). Please print or export it to a plain PDF and attach that.",
  yearMissing: "Enter your year of passing.",
  yearFormat: "Enter the year as four digits, like 2023.",
  yearRange: "Enter a year between {earliest} and this year.",
  organisationTooLong: "The organisation must be 160 characters or fewer.",
  topicMissing: "Choose what your feedback is about.",
  pageTooLong: "The page address or title must be 300 characters or fewer.",
  messageMissing: "Write your feedback.",
  messageTooShort: "Write at least 10 characters, so that we can act on it.",
  messageTooLong: "The message must be 3000 characters or fewer.",
};

export const ENGLISH_FORM_FRAME: FormFrameWords = {
  problemTitle: "There is a problem",
  errorCountOne: "There is a problem with 1 field. Please correct it and send the form again.",
  errorCountOther: "There are problems with {count} fields. Please correct them and send the form again.",
  notSentTitle: "Your form was not sent",
  referenceNote: "Your reference number is {reference}. Please keep it: quote it whenever you write to us about this.",
  optional: "(optional)",
  errorPrefix: "Error: ",
  unexpected: "Your form could not be saved because of a problem on our side. Please try again in a few minutes.",
  tooMany:
    "You have already sent {limit} forms of this kind from your network in the last hour. Please try again in {wait}.",
  minuteOne: "1 minute",
  minutesOther: "{count} minutes",
};

/** The summary's count of fields in error. */
export function errorCountIn(frame: FormFrameWords, count: number): string {
  return count === 1 ? frame.errorCountOne : fill(frame.errorCountOther, { count });
}

/** A wait in whole minutes (at least one), as lib/errors.ts minutesInWords says it in English. */
export function minutesIn(frame: FormFrameWords, seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return minutes === 1 ? frame.minuteOne : fill(frame.minutesOther, { count: minutes });
}
